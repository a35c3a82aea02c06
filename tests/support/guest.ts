/** Helpers for a guest's calls (issue 32): a browser cart priced, a checkout with its Idempotency-Key. */
import { randomUUID } from 'node:crypto';
import { api } from './api';
import { codBody } from './checkout';

export interface GuestLine {
  product_id: number;
  quantity: number;
  variant_id?: number | null;
}

export const guestCart = (lines: GuestLine[], code?: string | null) =>
  api('/v2/guest/cart', { method: 'POST', body: { lines, ...(code === undefined ? {} : { code }) } });

let n = 0;
/** An e-mail and a Sri Lankan mobile no other test uses. */
export function guestContact(): { email: string; phone: string } {
  n += 1;
  const digits = String((Date.now() * 100 + process.pid * 7 + n) % 100_000_000).padStart(8, '0');
  return { email: `guest.${Date.now().toString(36)}.${process.pid}.${n}@example.lk`, phone: `07${digits}` };
}

/** A guest checkout's body: the signed-in checkout's fields, the lines, and a contact of its own. */
export const guestBody = (lines: GuestLine[], over: Record<string, unknown> = {}) => {
  const contact = guestContact();
  return { ...codBody({ phone: contact.phone }), email: contact.email, lines, ...over };
};

export const guestCheckout = (body: Record<string, unknown>, key: string = randomUUID()) =>
  api('/v2/guest/checkout', { method: 'POST', body, headers: { 'idempotency-key': key } });
