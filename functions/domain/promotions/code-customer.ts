import { phoneKey } from '../../../shared/rules/phone-numbers';
import { counterNames } from './promotion-keys';

/**
 * Who a code's per-customer limit counts (issue 32): an account (by its id; the phone its order gives is counted as
 * well, so a guest with that phone finds the use), or a guest by e-mail and by phone. Null: nobody yet, a guest's
 * cart before checkout.
 */
export type CodeCustomer = { userId: number; phone?: string } | { email: string; phone: string } | null;

const phoneCounter = (phone: string) => counterNames.phone(phoneKey(phone));
const emailCounter = (email: string) => counterNames.email(email.trim().toLowerCase());
const userCounter = counterNames.user;

/** The counters whose uses the limit is checked against: an account's own (as before guests), a guest's two. */
export function checkedCounters(who: CodeCustomer): string[] {
  if (who === null) return [];
  if ('userId' in who) return [userCounter(who.userId)];
  return [emailCounter(who.email), phoneCounter(who.phone)];
}

/** The counters an order's use moves: the checked ones, and an account's order phone. */
export function takenCounters(who: CodeCustomer): string[] {
  if (who !== null && 'userId' in who && who.phone) return [userCounter(who.userId), phoneCounter(who.phone)];
  return checkedCounters(who);
}
