import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { RATE_LIMITED_MESSAGE } from '../../../shared/api/rate-limited';
import { db, tableName } from '../../lib/clients';
import { tooManyAttempts } from '../shop-errors';
import { promotionKeys } from './promotion-keys';

/** More than this many refused codes from one customer within the window answer 429, so codes cannot be enumerated. */
export const MAX_REFUSED_CODES = 10;
export const GUESS_WINDOW_MS = 10 * 60 * 1000;

interface Guesses {
  /** Epoch ms of the refusals still inside the window, oldest first. */
  times: number[];
  version: number;
}

async function readGuesses(userId: number, now: number): Promise<Guesses> {
  const out = await db().send(
    new GetCommand({ TableName: tableName(), Key: promotionKeys.codeGuesses(userId), ConsistentRead: true }),
  );
  const times = ((out.Item?.times as number[] | undefined) ?? []).filter((t) => t > now - GUESS_WINDOW_MS);
  return { times, version: Number(out.Item?.version ?? 0) };
}

function tooMany(times: number[], now: number) {
  const seconds = Math.max(1, Math.ceil((times[0] + GUESS_WINDOW_MS - now) / 1000));
  return tooManyAttempts(RATE_LIMITED_MESSAGE, seconds);
}

/** Refuses with 429 while the customer's window is full. */
export async function assertMayTryCode(userId: number, now = Date.now()): Promise<void> {
  const { times } = await readGuesses(userId, now);
  if (times.length >= MAX_REFUSED_CODES) throw tooMany(times, now);
}

/**
 * Counts one refused code, under a condition on the version read (two tabs cannot both take the last place), or
 * throws the 429 when the window is already full: at most ten refusals are told in any ten minutes.
 */
export async function countRefusedCode(userId: number, now = Date.now()): Promise<void> {
  for (;;) {
    const { times, version } = await readGuesses(userId, now);
    if (times.length >= MAX_REFUSED_CODES) throw tooMany(times, now);
    try {
      await db().send(
        new PutCommand({
          TableName: tableName(),
          Item: {
            ...promotionKeys.codeGuesses(userId),
            type: 'code-guesses',
            times: [...times, now],
            version: version + 1,
            ttl: Math.floor((now + GUESS_WINDOW_MS * 2) / 1000),
          },
          ConditionExpression: 'attribute_not_exists(PK) OR version = :seen',
          ExpressionAttributeValues: { ':seen': version },
        }),
      );
      return;
    } catch (error) {
      if (!(error instanceof ConditionalCheckFailedException)) throw error;
    }
  }
}
