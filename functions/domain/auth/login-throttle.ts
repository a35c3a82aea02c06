import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../lib/clients';
import { tooManyAttempts } from '../shop-errors';
import { authRefusals } from './auth-errors';
import { authKeys } from './auth-keys';

/**
 * Repeated sign-ins for one e-mail are slowed down: at most 5 unsuccessful attempts in 15 minutes, then 429 until
 * the window ends. Each attempt takes its place under a condition BEFORE the password is checked, so 40 guesses sent
 * at once count exactly like 40 sent one after another: 5 are checked, 35 are refused, and none is lost.
 */
export const MAX_FAILED_LOGINS = 5;
export const FAILURE_WINDOW_SECONDS = 15 * 60;

const isConditionFailure = (error: unknown) => error instanceof ConditionalCheckFailedException;

/** One more attempt in the current window, if it has room. */
async function countInOpenWindow(email: string, windowOpensAfter: number): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: authKeys.loginFailures(email),
        UpdateExpression: 'ADD #count :one',
        ConditionExpression: 'attribute_exists(PK) AND windowStart > :windowOpensAfter AND #count < :max',
        ExpressionAttributeNames: { '#count': 'count' },
        ExpressionAttributeValues: { ':one': 1, ':windowOpensAfter': windowOpensAfter, ':max': MAX_FAILED_LOGINS },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** The first attempt of a new window, if there is no window or it has ended. */
async function openWindow(email: string, now: number, windowOpensAfter: number): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: authKeys.loginFailures(email),
        UpdateExpression: 'SET #count = :one, windowStart = :now, #ttl = :ttl',
        ConditionExpression: 'attribute_not_exists(PK) OR windowStart <= :windowOpensAfter',
        ExpressionAttributeNames: { '#count': 'count', '#ttl': 'ttl' },
        ExpressionAttributeValues: {
          ':one': 1,
          ':now': now,
          ':windowOpensAfter': windowOpensAfter,
          ':ttl': Math.floor(now / 1000) + FAILURE_WINDOW_SECONDS * 2,
        },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

async function lockedOut(email: string, now: number) {
  const out = await db().send(
    new GetCommand({ TableName: tableName(), Key: authKeys.loginFailures(email), ConsistentRead: true }),
  );
  const windowEnds = Number(out.Item?.windowStart ?? now) + FAILURE_WINDOW_SECONDS * 1000;
  // A parallel attempt may have opened the window a moment after this request began: the wait never exceeds one window.
  const seconds = Math.min(FAILURE_WINDOW_SECONDS, Math.max(1, Math.ceil((windowEnds - now) / 1000)));
  const minutes = Math.ceil(seconds / 60);
  return tooManyAttempts(authRefusals.lockedOut(minutes), seconds);
}

/**
 * Counts a sign-in attempt before its password is checked, or refuses it with 429 when the window is full. A
 * successful sign-in then clears the count; an unsuccessful one leaves its attempt counted.
 */
export async function reserveLoginAttempt(email: string, now = Date.now()): Promise<void> {
  const windowOpensAfter = now - FAILURE_WINDOW_SECONDS * 1000;
  // Two tries: a parallel attempt may open the window between our two conditional writes. A new window first: a
  // successful sign-in clears its window, so most attempts find none and take one write instead of two.
  for (let i = 0; i < 2; i += 1) {
    if (await openWindow(email, now, windowOpensAfter)) return;
    if (await countInOpenWindow(email, windowOpensAfter)) return;
  }
  throw await lockedOut(email, now);
}

export async function clearLoginFailures(email: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: authKeys.loginFailures(email) }));
}
