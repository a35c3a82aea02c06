import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { db, tableName } from '../../lib/clients';
import { AppError, tooManyRequests } from '../../lib/errors';
import { keys } from '../keys';

/**
 * Password-reset codes: 6 digits, stored only as a salted hash, valid 15 minutes, at most 5 checks, a new code at
 * most once a minute per e-mail. The same item is written for e-mails without an account (with no usable code),
 * so answers and timings never tell whether an account exists.
 */
export const CODE_VALID_MINUTES = 15;
export const MAX_CODE_CHECKS = 5;
export const RESEND_AFTER_SECONDS = 60;

export const INVALID_CODE_MESSAGE = 'Invalid verification code. Please try again.';
export const EXPIRED_CODE_MESSAGE = 'This verification code has expired or was tried too many times. Please request a new code.';

const hashCode = (code: string, salt: string) => createHash('sha256').update(`${salt}:${code}`).digest();

/** Stores a fresh code for the e-mail and returns it (null when the e-mail has no account: nothing to send). */
export async function issueResetCode(email: string, hasAccount: boolean, now = Date.now()): Promise<string | null> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const salt = randomBytes(16).toString('base64url');
  const expiresAt = now + CODE_VALID_MINUTES * 60_000;
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...keys.passwordReset(email),
          type: 'password-reset',
          salt,
          codeHash: hasAccount ? hashCode(code, salt).toString('base64url') : 'no-account',
          checks: 0,
          sentAt: now,
          expiresAt,
          ttl: Math.floor(expiresAt / 1000) + 3600,
        },
        ConditionExpression: 'attribute_not_exists(PK) OR sentAt < :resendAfter',
        ExpressionAttributeValues: { ':resendAfter': now - RESEND_AFTER_SECONDS * 1000 },
      }),
    );
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) {
      throw tooManyRequests('A code was sent less than a minute ago. Please check your inbox or wait a minute before asking again.', RESEND_AFTER_SECONDS);
    }
    throw error;
  }
  return hasAccount ? code : null;
}

/**
 * Checks a code. Each check is counted before the comparison, under a condition, so parallel guesses cannot exceed
 * the limit; a correct code gives its check back so that verify-then-reset costs the customer nothing.
 */
export async function checkResetCode(email: string, code: string, now = Date.now()): Promise<void> {
  let item: Record<string, unknown> | undefined;
  try {
    const out = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.passwordReset(email),
        UpdateExpression: 'ADD checks :one',
        ConditionExpression: 'attribute_exists(PK) AND checks < :max AND expiresAt > :now',
        ExpressionAttributeValues: { ':one': 1, ':max': MAX_CODE_CHECKS, ':now': now },
        ReturnValues: 'ALL_NEW',
      }),
    );
    item = out.Attributes;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) throw new AppError(422, EXPIRED_CODE_MESSAGE, { code: [EXPIRED_CODE_MESSAGE] });
    throw error;
  }
  const expected = Buffer.from(String(item?.codeHash ?? ''), 'base64url');
  const actual = hashCode(code.trim(), String(item?.salt ?? ''));
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
    throw new AppError(422, INVALID_CODE_MESSAGE, { code: [INVALID_CODE_MESSAGE] });
  }
  await db().send(
    new UpdateCommand({ TableName: tableName(), Key: keys.passwordReset(email), UpdateExpression: 'ADD checks :minusOne', ExpressionAttributeValues: { ':minusOne': -1 } }),
  );
}

export async function consumeResetCode(email: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: keys.passwordReset(email) }));
}
