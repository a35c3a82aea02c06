import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { GUEST_CHECKOUTS_PER_PHONE_PER_DAY, IDEMPOTENCY_KEY_HOURS } from '../../../shared/rules/guest-orders';
import { RATE_LIMITED_MESSAGE } from '../../../shared/api/rate-limited';
import { phoneKey } from '../../../shared/rules/phone-numbers';
import { db, tableName } from '../../lib/clients';
import { TransactionLostRace, type TransactionAction } from '../../lib/transaction';
import { tooManyAttempts } from '../shop-errors';
import { orderKeys } from './order-keys';

const HOUR_MS = 3600 * 1000;
const DAY_MS = 24 * HOUR_MS;

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/**
 * A guest checkout's Idempotency-Key as the table keeps it (issue 32): found by the SHA-256 of the key, with the
 * order it made, the SHA-256 of the body that made it, and that order's link token sealed with a key derived from the
 * Idempotency-Key (AES-256-GCM). The table alone cannot open the link: only a caller who holds the key can, so every
 * repeat of the request answers the same `order_link`, and the token itself is still never stored.
 */
export interface CheckoutKey {
  orderId: number;
  bodyHash: string;
  sealedToken: string;
}

const itemKey = (key: string) => orderKeys.guestCheckoutKey(sha256(`id:${key}`).toString('base64url'));
const sealKey = (key: string) => sha256(`seal:${key}`);

export const bodyHashOf = (body: unknown) => sha256(JSON.stringify(body)).toString('base64url');

function seal(key: string, token: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealKey(key), iv);
  const sealed = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

/** The link token a key sealed. */
export function openSealedToken(key: string, sealedToken: string): string {
  const bytes = Buffer.from(sealedToken, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', sealKey(key), bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
}

/** The order a key made within its day, or null. */
export async function readCheckoutKey(key: string, now: Date): Promise<CheckoutKey | null> {
  const out = await db().send(new GetCommand({ TableName: tableName(), Key: itemKey(key), ConsistentRead: true }));
  const item = out.Item;
  if (!item || Date.parse(String(item.expiresAt)) <= now.getTime()) return null;
  return { orderId: Number(item.orderId), bodyHash: String(item.bodyHash), sealedToken: String(item.sealedToken) };
}

/**
 * The write that takes the key for this order, in the order's own transaction: only while no live order holds it.
 * Another request with the key got there first: decide again (it then answers that order).
 */
export function takeCheckoutKeyAction(
  key: string,
  taken: { orderId: number; bodyHash: string; token: string },
  now: Date,
): TransactionAction {
  const expires = new Date(now.getTime() + IDEMPOTENCY_KEY_HOURS * HOUR_MS);
  return {
    write: {
      Put: {
        TableName: tableName(),
        Item: {
          ...itemKey(key),
          type: 'guest-checkout-key',
          orderId: taken.orderId,
          bodyHash: taken.bodyHash,
          sealedToken: seal(key, taken.token),
          expiresAt: expires.toISOString(),
          ttl: Math.floor(expires.getTime() / 1000) + 3600,
        },
        ConditionExpression: 'attribute_not_exists(PK) OR expiresAt <= :now',
        ExpressionAttributeValues: { ':now': now.toISOString() },
      },
    },
    whenConditionFails: () => new TransactionLostRace(),
    // Outranks every other condition of the order (stock, a code's limit): the key's order is the answer.
    precedence: 2,
  };
}

/**
 * The write that counts one more guest checkout for the phone, under a condition on the count read, or the shop's
 * 429 when the phone already had its GUEST_CHECKOUTS_PER_PHONE_PER_DAY in the last 24 hours.
 */
export async function countPhoneCheckoutAction(phone: string, now: Date): Promise<TransactionAction> {
  const Key = orderKeys.guestCheckoutsOfPhone(phoneKey(phone));
  const out = await db().send(new GetCommand({ TableName: tableName(), Key, ConsistentRead: true }));
  const since = now.getTime() - DAY_MS;
  const times = ((out.Item?.times as string[] | undefined) ?? []).filter((t) => Date.parse(t) > since);
  const version = Number(out.Item?.version ?? 0);
  if (times.length >= GUEST_CHECKOUTS_PER_PHONE_PER_DAY) {
    const seconds = Math.max(1, Math.ceil((Date.parse(times[0]!) + DAY_MS - now.getTime()) / 1000));
    throw tooManyAttempts(RATE_LIMITED_MESSAGE, seconds);
  }
  return {
    write: {
      Put: {
        TableName: tableName(),
        Item: {
          ...Key,
          type: 'guest-checkouts',
          times: [...times, now.toISOString()],
          version: version + 1,
          ttl: Math.floor((now.getTime() + 2 * DAY_MS) / 1000),
        },
        ConditionExpression: 'attribute_not_exists(PK) OR version = :seen',
        ExpressionAttributeValues: { ':seen': version },
      },
    },
    whenConditionFails: () => new TransactionLostRace(),
  };
}
