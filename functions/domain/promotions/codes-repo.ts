import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { notFoundMessages } from '../../../shared/api/not-found';
import type { DiscountTerms } from '../../../shared/rules/discount-codes';
import { codeMessages } from '../../../shared/validation/discount-codes';
import { db, tableName } from '../../lib/clients';
import { queryAll, queryFirst } from '../../lib/query-all';
import { indexQuery, recordOf } from '../../lib/table';
import { notFound, refusedValue } from '../shop-errors';
import { promotionKeys } from './promotion-keys';
import type { CodeRecord, CodeUse } from './code-record';

export const CODE_NOT_FOUND = notFoundMessages.discountCode;

const isConditionFailure = (error: unknown) => error instanceof ConditionalCheckFailedException;

export async function getCode(code: string): Promise<CodeRecord | null> {
  const out = await db().send(
    new GetCommand({ TableName: tableName(), Key: promotionKeys.discountCode(code), ConsistentRead: true }),
  );
  return out.Item ? recordOf<CodeRecord>(out.Item) : null;
}

export async function codeOrThrow(code: string): Promise<CodeRecord> {
  const found = await getCode(code);
  if (!found) throw notFound(CODE_NOT_FOUND);
  return found;
}

/** Every code, in code order (a shop has tens of them, not thousands). */
export async function allCodes(): Promise<CodeRecord[]> {
  const items = await queryAll(indexQuery('GSI2', promotionKeys.codesIndex));
  return items.map((i) => recordOf<CodeRecord>(i));
}

/** A new code; a code of the same name is refused on the `code` field. */
export async function createCode(code: string, terms: DiscountTerms, now = new Date()): Promise<CodeRecord> {
  const at = now.toISOString();
  const record: CodeRecord = { code, ...terms, uses: 0, discountTotalCents: 0, createdAt: at, updatedAt: at };
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...promotionKeys.discountCode(code),
          ...promotionKeys.codeInList(code),
          type: 'discount-code',
          ...record,
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
  } catch (error) {
    if (isConditionFailure(error)) throw refusedValue('code', codeMessages.codeTaken);
    throw error;
  }
  return record;
}

const OPTIONAL_TERMS = ['minSubtotal', 'startsAt', 'endsAt', 'usageLimit', 'perCustomerLimit'] as const;

/** New terms for a code; its uses and discount total stay. A term left out is taken off. */
export async function updateCodeTerms(code: string, terms: DiscountTerms, now = new Date()): Promise<CodeRecord> {
  const set: Record<string, unknown> = { ...terms, updatedAt: now.toISOString() };
  const removed = OPTIONAL_TERMS.filter((name) => terms[name] === undefined);
  for (const name of removed) delete set[name];
  const names = Object.keys(set).filter((n) => set[n] !== undefined);
  try {
    const out = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: promotionKeys.discountCode(code),
        UpdateExpression:
          `SET ${names.map((n) => `#${n} = :${n}`).join(', ')}` +
          (removed.length ? ` REMOVE ${removed.join(', ')}` : ''),
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeNames: Object.fromEntries(names.map((n) => [`#${n}`, n])),
        ExpressionAttributeValues: Object.fromEntries(names.map((n) => [`:${n}`, set[n]])),
        ReturnValues: 'ALL_NEW',
      }),
    );
    return recordOf<CodeRecord>(out.Attributes!);
  } catch (error) {
    if (isConditionFailure(error)) throw notFound(CODE_NOT_FOUND);
    throw error;
  }
}

/** Whether any order ever used the code (a standing or a given-back use). */
async function everUsed(code: string): Promise<boolean> {
  const items = await queryFirst(1, {
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    ExpressionAttributeValues: { ':pk': promotionKeys.discountCode(code).PK, ':prefix': promotionKeys.codeOrderPrefix },
  });
  return items.length > 0;
}

async function deactivate(code: string, now: Date): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: promotionKeys.discountCode(code),
      UpdateExpression: 'SET active = :false, updatedAt = :now',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':false': false, ':now': now.toISOString() },
    }),
  );
}

/**
 * A code never used is deleted; a used one is only deactivated, so its orders keep what it was. The delete is
 * conditional on no use, so an order placed meanwhile turns it into a deactivation. Answers what was done.
 */
export async function deleteCode(code: string, now = new Date()): Promise<'deleted' | 'deactivated'> {
  await codeOrThrow(code);
  if (!(await everUsed(code))) {
    try {
      await db().send(
        new DeleteCommand({
          TableName: tableName(),
          Key: promotionKeys.discountCode(code),
          ConditionExpression: 'uses = :zero',
          ExpressionAttributeValues: { ':zero': 0 },
        }),
      );
      return 'deleted';
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }
  await deactivate(code, now);
  return 'deactivated';
}

/** How many standing orders this customer placed with the code: the highest of its counters (code-customer.ts). */
export async function customerUses(code: string, counters: readonly string[]): Promise<number> {
  const counts = await Promise.all(
    counters.map(async (counter) => {
      const out = await db().send(
        new GetCommand({ TableName: tableName(), Key: promotionKeys.codeCounter(code, counter), ConsistentRead: true }),
      );
      return Number(out.Item?.uses ?? 0);
    }),
  );
  return Math.max(0, ...counts);
}

/** Every order that used the code, newest first. */
export async function usesOfCode(code: string): Promise<CodeUse[]> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
    ExpressionAttributeValues: { ':pk': promotionKeys.discountCode(code).PK, ':prefix': promotionKeys.codeOrderPrefix },
    ScanIndexForward: false,
  });
  return items.map((i) => recordOf<CodeUse>(i));
}
