import { createHmac, timingSafeEqual } from 'node:crypto';
import { linkMacKey } from '../auth';
import type { CartRef } from './reminders-keys';

/** 16 bytes of HMAC-SHA256, as the unsubscribe links (decision 0081): short for an SMS, far past guessing. */
const MAC_BYTES = 16;

const macOf = (key: Buffer, payload: string) =>
  createHmac('sha256', key).update(`cart-restore:${payload}`).digest().subarray(0, MAC_BYTES);

/** The token of a reminder's `/cart/restore/<token>` link: `<cart ref>.<mac>`, both base64url. */
export async function restoreToken(ref: CartRef): Promise<string> {
  return `${Buffer.from(ref).toString('base64url')}.${macOf(await linkMacKey(), ref).toString('base64url')}`;
}

/** The cart a token names, or null for one the shop did not sign. */
export async function readRestoreToken(token: string): Promise<CartRef | null> {
  const match = /^([A-Za-z0-9_-]{2,400})\.([A-Za-z0-9_-]{22})$/.exec(token);
  if (!match) return null;
  const ref = Buffer.from(match[1]!, 'base64url').toString('utf8');
  if (!timingSafeEqual(Buffer.from(match[2]!, 'base64url'), macOf(await linkMacKey(), ref))) return null;
  return /^(u\d{1,12}|g.+)$/.test(ref) ? (ref as CartRef) : null;
}
