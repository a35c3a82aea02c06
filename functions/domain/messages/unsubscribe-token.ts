import { createHmac, timingSafeEqual } from 'node:crypto';
import { MARKETING_CHANNELS, type MarketingChannel } from '../../../shared/rules/consent';
import { linkMacKey } from '../auth';
import type { MarketingRecipient } from './consent';

/** What an unsubscribe token names: one person (an account, or a guest's address) and one channel. */
export type UnsubscribeSubject = MarketingRecipient & { channel: MarketingChannel };

/** 16 bytes of HMAC-SHA256: short enough for an SMS's stop link, far past guessing. */
const MAC_BYTES = 16;

const payloadOf = (s: UnsubscribeSubject) =>
  `${s.channel}:${'userId' in s ? `u${s.userId}` : `c${s.channel === 'mail' ? s.contact.toLowerCase() : s.contact}`}`;

const macOf = (key: Buffer, payload: string) =>
  createHmac('sha256', key).update(`unsubscribe:${payload}`).digest().subarray(0, MAC_BYTES);

/**
 * The token of an unsubscribe link (decision 0081): `<payload>.<mac>`, both base64url, the payload naming the channel
 * and the person. It does not expire: the link in an old message keeps working, and it can only turn one channel off.
 */
export async function unsubscribeToken(subject: UnsubscribeSubject): Promise<string> {
  const payload = payloadOf(subject);
  return `${Buffer.from(payload).toString('base64url')}.${macOf(await linkMacKey(), payload).toString('base64url')}`;
}

/** Who and which channel a token names, or null for a token the shop did not sign (tampered, cut, made up). */
export async function readUnsubscribeToken(token: string): Promise<UnsubscribeSubject | null> {
  const match = /^([A-Za-z0-9_-]{4,400})\.([A-Za-z0-9_-]{22})$/.exec(token);
  if (!match) return null;
  const payload = Buffer.from(match[1]!, 'base64url').toString('utf8');
  const mac = Buffer.from(match[2]!, 'base64url');
  if (!timingSafeEqual(mac, macOf(await linkMacKey(), payload))) return null;
  const parsed = /^([a-z]+):(?:u(\d{1,12})|c(.+))$/.exec(payload);
  const channel = parsed?.[1] as MarketingChannel | undefined;
  if (!parsed || !channel || !MARKETING_CHANNELS.includes(channel)) return null;
  return parsed[2] !== undefined ? { channel, userId: Number(parsed[2]) } : { channel, contact: parsed[3]! };
}
