import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../lib/clients';
import { tooManyRequests } from '../../lib/errors';
import { keys } from '../keys';

/** Repeated failed sign-ins for one e-mail are slowed down: after 5 failures in 15 minutes, 429 until the window ends. */
export const MAX_FAILED_LOGINS = 5;
export const FAILURE_WINDOW_SECONDS = 15 * 60;

export async function assertLoginAllowed(email: string, now = Date.now()): Promise<void> {
  const out = await db().send(new GetCommand({ TableName: tableName(), Key: keys.loginFailures(email) }));
  const item = out.Item;
  if (!item) return;
  const windowEnds = item.windowStart + FAILURE_WINDOW_SECONDS * 1000;
  if (item.count >= MAX_FAILED_LOGINS && windowEnds > now) {
    const seconds = Math.ceil((windowEnds - now) / 1000);
    const minutes = Math.ceil(seconds / 60);
    throw tooManyRequests(
      `Too many failed sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again, or reset your password.`,
      seconds,
    );
  }
}

export async function recordLoginFailure(email: string, now = Date.now()): Promise<void> {
  const windowOpensAfter = now - FAILURE_WINDOW_SECONDS * 1000;
  // One conditional update per case keeps concurrent failures from losing counts.
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.loginFailures(email),
        UpdateExpression: 'ADD #count :one',
        ConditionExpression: 'attribute_exists(PK) AND windowStart > :windowOpensAfter',
        ExpressionAttributeNames: { '#count': 'count' },
        ExpressionAttributeValues: { ':one': 1, ':windowOpensAfter': windowOpensAfter },
      }),
    );
  } catch {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.loginFailures(email),
        UpdateExpression: 'SET #count = :one, windowStart = :now, #ttl = :ttl',
        ExpressionAttributeNames: { '#count': 'count', '#ttl': 'ttl' },
        ExpressionAttributeValues: { ':one': 1, ':now': now, ':ttl': Math.floor(now / 1000) + FAILURE_WINDOW_SECONDS * 2 },
      }),
    );
  }
}

export async function clearLoginFailures(email: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: keys.loginFailures(email) }));
}
