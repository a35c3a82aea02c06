import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { orderPagePath } from '../../../shared/rules/guest-orders';
import { pathInLanguage } from '../../../shared/rules/language-paths';
import { orderLanguage, type OrderRecord } from './order-record';

/** 32 random bytes: 256 bits, in the link as base64url. */
const TOKEN_BYTES = 32;

/** What the order keeps of its link's token: its SHA-256, never the token. */
export const linkHashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/** A new link for a guest's order (issue 32): the token to send once, and the hash the order keeps. */
export function newOrderLink(): { token: string; hash: string } {
  const token = randomBytes(TOKEN_BYTES).toString('base64url');
  return { token, hash: linkHashOf(token) };
}

/** Whether `token` is the guest order's current link, compared in constant time; any other order: no. */
export function linkOpens(order: Pick<OrderRecord, 'guest'> | null, token: string | undefined): boolean {
  if (!order?.guest || !token) return false;
  const given = Buffer.from(linkHashOf(token));
  const kept = Buffer.from(order.guest.linkHash);
  return given.length === kept.length && timingSafeEqual(given, kept);
}

/**
 * A storefront path in the order's language (issue 34): `/si/orders` for a Sinhala order, the path itself for English,
 * so the buyer comes back to the pages they bought on.
 */
export const pathForOrder = (order: Pick<OrderRecord, 'language'>, path: string) =>
  pathInLanguage(path, orderLanguage(order));

/**
 * Where a payment provider sends the buyer back for a guest's order (issue 32): its page, without the token, in the
 * order's language; null for an order in an account (placed signed in, or claimed), whose buyer has My Orders.
 */
export const guestReturnPath = (order: Pick<OrderRecord, 'id' | 'guest' | 'userId' | 'language'>): string | null =>
  order.guest && order.userId === undefined ? pathForOrder(order, orderPagePath(order.id)) : null;
