import { DeleteCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Language } from '../../../shared/rules/languages';
import { db, tableName } from '../../lib/clients';
import { commitTransaction, TransactionLostRace, type TransactWrite } from '../../lib/transaction';
import { remindersKeys, type CartRef } from './reminders-keys';
import { MAX_REMINDERS, nextReminderAt, reminderClock, type ReminderTiming } from './reminder-times';

/** A guest cart's line as the browser keeps it. */
export interface GuestCartLine {
  product_id: number;
  variant_id: number | null;
  quantity: number;
}

/**
 * A cart's reminder state (decision 0086); a guest's also holds the cart, the addresses given at step 2 and the
 * language the guest read it in (issue 34; absent: English, the cart of a step 2 that sent none).
 */
export interface ReminderState extends ReminderTiming {
  ref: CartRef;
  /** When a reminder's link was last opened (an order within 7 days counts as recovered). */
  openedAt?: string;
  lines?: GuestCartLine[];
  email?: string;
  phone?: string;
  language?: Language;
}

export interface DueEntry {
  key: { PK: string; SK: string };
  ref: CartRef;
  dueAt: string;
}

/** Puts the cart in the due index at its next reminder's time (none after its last). */
async function scheduleNext(state: ReminderState): Promise<void> {
  const at = nextReminderAt(state, reminderClock());
  if (!at) return;
  const dueAt = at.toISOString();
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...remindersKeys.due(dueAt, state.ref), type: 'cart-reminder-due', ref: state.ref, dueAt },
    }),
  );
}

/**
 * A cart changed (a line added, changed or removed; a guest's step 2): its reminder is due a while from now. The
 * state keeps how many reminders the cart has had, so changing it never earns a third.
 */
export async function noteCartChanged(
  ref: CartRef,
  guest?: Pick<ReminderState, 'lines' | 'email' | 'phone' | 'language'>,
  now = new Date(),
): Promise<void> {
  const fields: Record<string, unknown> = { ref, changedAt: now.toISOString(), type: 'cart-reminder', ...guest };
  const names = Object.keys(fields).filter((n) => fields[n] !== undefined);
  const { Attributes } = await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: remindersKeys.state(ref),
      UpdateExpression: `SET step = if_not_exists(step, :zero), ${names.map((n) => `#${n} = :${n}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(names.map((n) => [`#${n}`, n])),
      ExpressionAttributeValues: { ':zero': 0, ...Object.fromEntries(names.map((n) => [`:${n}`, fields[n]])) },
      ReturnValues: 'ALL_NEW',
    }),
  );
  await scheduleNext(Attributes as unknown as ReminderState);
}

export async function readReminderState(ref: CartRef): Promise<ReminderState | null> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: remindersKeys.state(ref), ConsistentRead: true }),
  );
  return (Item as unknown as ReminderState | undefined) ?? null;
}

/** Days of the due index a sweep looks back over: a sweep that stopped for this long still finds what it missed. */
export const DUE_LOOKBACK_DAYS = 8;

/** The due index's entries due by `now`: one small Query per day looked back over, never a scan of every cart. */
export async function dueEntries(now: Date): Promise<DueEntry[]> {
  const days = Array.from({ length: DUE_LOOKBACK_DAYS }, (_, i) =>
    new Date(now.getTime() - i * 86_400_000).toISOString().slice(0, 10),
  );
  const pages = await Promise.all(
    days.map(async (day) => {
      const entries: DueEntry[] = [];
      let start: Record<string, unknown> | undefined;
      do {
        const out = await db().send(
          new QueryCommand({
            TableName: tableName(),
            KeyConditionExpression: 'PK = :pk AND SK <= :now',
            ExpressionAttributeValues: { ':pk': remindersKeys.duePartition(day), ':now': now.toISOString() },
            ExclusiveStartKey: start,
          }),
        );
        for (const i of out.Items ?? [])
          entries.push({ key: { PK: String(i.PK), SK: String(i.SK) }, ref: i.ref as CartRef, dueAt: String(i.dueAt) });
        start = out.LastEvaluatedKey;
      } while (start);
      return entries;
    }),
  );
  return pages.flat();
}

export async function dropDue(entry: DueEntry): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: entry.key }));
}

/**
 * Sends reminder `state.step + 1` exactly once: the state moves on only if no other sweep moved it and the cart did
 * not change since it was read (TransactionLostRace otherwise), in one transaction with `also` (the dashboard's count).
 */
export async function claimReminder(state: ReminderState, now: Date, also: TransactWrite[] = []): Promise<void> {
  const next = state.step + 1;
  if (next > MAX_REMINDERS) throw new TransactionLostRace();
  await commitTransaction([
    {
      write: {
        Update: {
          TableName: tableName(),
          Key: remindersKeys.state(state.ref),
          UpdateExpression: 'SET step = :next, remindedAt = :now',
          ConditionExpression: 'step = :step AND changedAt = :changedAt',
          ExpressionAttributeValues: {
            ':next': next,
            ':now': now.toISOString(),
            ':step': state.step,
            ':changedAt': state.changedAt,
          },
        },
      },
      whenConditionFails: () => new TransactionLostRace(),
    },
    ...also.map((write) => ({ write })),
  ]);
  await scheduleNext({ ...state, step: next, remindedAt: now.toISOString() });
}

/** A reminder's link was opened: an order within the recovery window counts as recovered. */
export async function noteReminderOpened(ref: CartRef, now = new Date()): Promise<void> {
  await db()
    .send(
      new UpdateCommand({
        TableName: tableName(),
        Key: remindersKeys.state(ref),
        UpdateExpression: 'SET openedAt = :now',
        ConditionExpression: 'attribute_exists(step)',
        ExpressionAttributeValues: { ':now': now.toISOString() },
      }),
    )
    .catch((error: unknown) => {
      if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
    });
}

/**
 * The cart's reminders end (it was ordered, or emptied): its state goes, so a new cart starts from none. With
 * `also`, only the one call that finds the state as it was read commits them (a recovered order counted once).
 */
export async function endReminders(state: ReminderState, also: TransactWrite[] = []): Promise<void> {
  const remove = {
    Delete: {
      TableName: tableName(),
      Key: remindersKeys.state(state.ref),
      ConditionExpression: 'changedAt = :changedAt',
      ExpressionAttributeValues: { ':changedAt': state.changedAt },
    },
  };
  await commitTransaction([
    { write: remove, whenConditionFails: () => new TransactionLostRace() },
    ...also.map((write) => ({ write })),
  ]);
}
