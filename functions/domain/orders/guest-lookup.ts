import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { RATE_LIMITED_MESSAGE } from '../../../shared/api/rate-limited';
import { LOOKUP_CODE_MINUTES, LOOKUP_CODES_PER_HOUR, LOOKUP_WRONG_CODES } from '../../../shared/rules/guest-orders';
import { db, tableName } from '../../lib/clients';
import { tooManyAttempts } from '../shop-errors';
import { orderKeys } from './order-keys';
import type { OrderRecord } from './order-record';

const HOUR_MS = 3600 * 1000;

/** A guest order's lost-link lookups (issue 32), kept beside the order. */
interface Lookup {
  /** When each code was sent, within the last hour. */
  sent: string[];
  /** When each wrong code was entered, within the last hour. */
  wrong: string[];
  codeSalt?: string;
  codeHash?: string;
  codeExpires?: string;
  version: number;
}

const hashOf = (code: string, salt: string) => createHash('sha256').update(`${salt}:${code}`).digest('base64url');

async function readLookup(orderId: number, now: Date): Promise<Lookup> {
  const out = await db().send(
    new GetCommand({ TableName: tableName(), Key: orderKeys.guestLookup(orderId), ConsistentRead: true }),
  );
  const since = now.getTime() - HOUR_MS;
  const recent = (times: unknown) => ((times as string[] | undefined) ?? []).filter((t) => Date.parse(t) > since);
  const item = out.Item ?? {};
  return {
    sent: recent(item.sent),
    wrong: recent(item.wrong),
    codeSalt: item.codeSalt as string | undefined,
    codeHash: item.codeHash as string | undefined,
    codeExpires: item.codeExpires as string | undefined,
    version: Number(item.version ?? 0),
  };
}

/** Writes the lookup under the version read; false when another request changed it first. */
async function writeLookup(orderId: number, lookup: Lookup, now: Date): Promise<boolean> {
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...orderKeys.guestLookup(orderId),
          type: 'guest-lookup',
          ...lookup,
          version: lookup.version + 1,
          ttl: Math.floor((now.getTime() + 2 * HOUR_MS) / 1000),
        },
        ConditionExpression: 'attribute_not_exists(PK) OR version = :seen',
        ExpressionAttributeValues: { ':seen': lookup.version },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/**
 * A new 6-digit code for the order, kept as a salted hash (the last one stops working), or null when the order had
 * its LOOKUP_CODES_PER_HOUR codes in the last hour.
 */
export async function newLookupCode(orderId: number, now = new Date()): Promise<string | null> {
  for (;;) {
    const lookup = await readLookup(orderId, now);
    if (lookup.sent.length >= LOOKUP_CODES_PER_HOUR) return null;
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const codeSalt = randomBytes(16).toString('base64url');
    const written = await writeLookup(
      orderId,
      {
        ...lookup,
        sent: [...lookup.sent, now.toISOString()],
        codeSalt,
        codeHash: hashOf(code, codeSalt),
        codeExpires: new Date(now.getTime() + LOOKUP_CODE_MINUTES * 60_000).toISOString(),
      },
      now,
    );
    if (written) return code;
  }
}

const tooMany = (wrong: string[], now: Date) =>
  tooManyAttempts(
    RATE_LIMITED_MESSAGE,
    Math.max(1, Math.ceil((Date.parse(wrong[0]!) + HOUR_MS - now.getTime()) / 1000)),
  );

/**
 * Whether `code` is the order's current lookup code: true once (the code is used up); a wrong one is counted, and
 * once the order has had LOOKUP_WRONG_CODES wrong codes in the last hour every try is the shop's 429, the right code
 * included.
 */
export async function useLookupCode(orderId: number, code: string, now = new Date()): Promise<boolean> {
  for (;;) {
    const lookup = await readLookup(orderId, now);
    if (lookup.wrong.length >= LOOKUP_WRONG_CODES) throw tooMany(lookup.wrong, now);
    const live =
      lookup.codeHash && lookup.codeSalt && lookup.codeExpires && Date.parse(lookup.codeExpires) > now.getTime();
    const given = Buffer.from(hashOf(code, lookup.codeSalt ?? ''));
    const kept = Buffer.from(lookup.codeHash ?? '');
    const right = Boolean(live) && given.length === kept.length && timingSafeEqual(given, kept);
    const next: Lookup = right
      ? { sent: lookup.sent, wrong: lookup.wrong, version: lookup.version }
      : { ...lookup, wrong: [...lookup.wrong, now.toISOString()] };
    if (await writeLookup(orderId, next, now)) return right;
  }
}

/** Puts a fresh link on a guest's order: the old link stops opening it. */
export async function replaceOrderLink(order: OrderRecord, linkHash: string, now = new Date()): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: orderKeys.order(order.id),
      UpdateExpression: 'SET guest.linkHash = :hash, updatedAt = :now',
      ConditionExpression: 'attribute_exists(guest)',
      ExpressionAttributeValues: { ':hash': linkHash, ':now': now.toISOString() },
    }),
  );
}
