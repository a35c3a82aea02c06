import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { db, tableName } from '../../lib/clients';
import { authRefusals, resetCodeRefused } from './auth-errors';
import { tooManyAttempts } from '../shop-errors';
import { authKeys } from './auth-keys';

/**
 * Password-reset codes: 6 digits, stored only as a salted hash, valid 15 minutes, at most 5 checks, a new code at
 * most once a minute per e-mail. The same item is written for e-mails without an account (with no usable code),
 * so answers and timings never tell whether an account exists.
 */
export const CODE_VALID_MINUTES = 15;
export const MAX_CODE_CHECKS = 5;
export const RESEND_AFTER_SECONDS = 60;
/** Per e-mail and UTC day (decision 0023): at most 5 codes, and no more codes or checks after 10 wrong ones. */
export const MAX_CODES_PER_DAY = 5;
export const MAX_FAILED_CHECKS_PER_DAY = 10;

export const INVALID_CODE_MESSAGE = authRefusals.invalidCode;
export const EXPIRED_CODE_MESSAGE = authRefusals.expiredCode;

const hashCode = (code: string, salt: string) => createHash('sha256').update(`${salt}:${code}`).digest();

const utcDay = (now: number) => new Date(now).toISOString().slice(0, 10);
const dayKey = (email: string, now: number) => authKeys.passwordResetDay(email, utcDay(now));
const dayTtl = (now: number) => Math.floor(now / 1000) + 2 * 86_400;

/** Takes one of the day's codes, unless the day's codes are used up or resets are locked by wrong codes. */
async function takeDailyCode(email: string, now: number): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: dayKey(email, now),
        UpdateExpression: 'ADD codes :one SET #ttl = :ttl',
        ConditionExpression:
          'attribute_not_exists(PK) OR ((attribute_not_exists(codes) OR codes < :maxCodes) AND (attribute_not_exists(failures) OR failures < :maxFailures))',
        ExpressionAttributeNames: { '#ttl': 'ttl' },
        ExpressionAttributeValues: {
          ':one': 1,
          ':ttl': dayTtl(now),
          ':maxCodes': MAX_CODES_PER_DAY,
          ':maxFailures': MAX_FAILED_CHECKS_PER_DAY,
        },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

async function addToDay(email: string, now: number, field: 'codes' | 'failures', amount: number): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: dayKey(email, now),
      UpdateExpression: 'ADD #field :amount SET #ttl = :ttl',
      ExpressionAttributeNames: { '#field': field, '#ttl': 'ttl' },
      ExpressionAttributeValues: { ':amount': amount, ':ttl': dayTtl(now) },
    }),
  );
}

async function resetsLocked(email: string, now: number): Promise<boolean> {
  const out = await db().send(
    new GetCommand({ TableName: tableName(), Key: dayKey(email, now), ConsistentRead: true }),
  );
  return Number(out.Item?.failures ?? 0) >= MAX_FAILED_CHECKS_PER_DAY;
}

/**
 * Stores a fresh code for the e-mail and returns it. Null means nothing is to be sent: the e-mail has no account, or
 * its codes for the day are used up or locked; the caller answers the same in every case.
 */
export async function issueResetCode(email: string, hasAccount: boolean, now = Date.now()): Promise<string | null> {
  if (!(await takeDailyCode(email, now))) return null;
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const salt = randomBytes(16).toString('base64url');
  const expiresAt = now + CODE_VALID_MINUTES * 60_000;
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...authKeys.passwordReset(email),
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
    await addToDay(email, now, 'codes', -1);
    if (error instanceof ConditionalCheckFailedException) {
      throw tooManyAttempts(authRefusals.resendTooSoon, RESEND_AFTER_SECONDS);
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
  if (await resetsLocked(email, now)) throw resetCodeRefused(EXPIRED_CODE_MESSAGE);
  let item: Record<string, unknown> | undefined;
  try {
    const out = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: authKeys.passwordReset(email),
        UpdateExpression: 'ADD checks :one',
        ConditionExpression: 'attribute_exists(PK) AND checks < :max AND expiresAt > :now',
        ExpressionAttributeValues: { ':one': 1, ':max': MAX_CODE_CHECKS, ':now': now },
        ReturnValues: 'ALL_NEW',
      }),
    );
    item = out.Attributes;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) throw resetCodeRefused(EXPIRED_CODE_MESSAGE);
    throw error;
  }
  const expected = Buffer.from(String(item?.codeHash ?? ''), 'base64url');
  const actual = hashCode(code.trim(), String(item?.salt ?? ''));
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
    await addToDay(email, now, 'failures', 1);
    throw resetCodeRefused(INVALID_CODE_MESSAGE);
  }
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: authKeys.passwordReset(email),
      UpdateExpression: 'ADD checks :minusOne',
      ExpressionAttributeValues: { ':minusOne': -1 },
    }),
  );
}

export async function consumeResetCode(email: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: authKeys.passwordReset(email) }));
}
