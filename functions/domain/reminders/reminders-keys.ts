import { smsNumber } from '../../../shared/rules/phone-numbers';
import { userPartition } from '../keys';

/**
 * Which cart a reminder is about (decision 0086): `u<user id>` for a signed-in cart, `g<address>` for a guest's cart
 * given at checkout step 2 (its e-mail in lower case, else its phone in E.164).
 */
export type CartRef = `u${number}` | `g${string}`;

/** Where the reminders area keeps its items (decision 0068). */
export const remindersKeys = {
  /** The cart's reminder state: beside the cart in its owner's partition, or a guest cart's own item. */
  state: (ref: CartRef) =>
    ref.startsWith('u')
      ? { PK: userPartition(Number(ref.slice(1))), SK: 'REMINDER#CART' }
      : { PK: `GUESTCART#${ref.slice(1)}`, SK: 'REMINDER#CART' },
  /** The "due" index: one partition per UTC day of the due time, sorted by it, so a sweep reads only what is due. */
  duePartition: (day: string) => `REMINDERDUE#${day}`,
  due: (dueAt: string, ref: CartRef) => ({ PK: `REMINDERDUE#${dueAt.slice(0, 10)}`, SK: `${dueAt}#${ref}` }),
} as const;

/** A guest's cart is named by the e-mail given at step 2 (lower case), else by the phone (E.164). */
export function guestCartRef(contact: { email?: string | null; phone?: string | null }): CartRef | null {
  if (contact.email) return `g${contact.email.trim().toLowerCase()}`;
  const phone = contact.phone ? smsNumber(contact.phone) : null;
  return phone ? `g${phone}` : null;
}
