import { REFUSALS_BEFORE_NO_CASH } from '../../../shared/rules/cod-confirmation';
import type { DomainError } from '../../lib/domain-error';
import { recentDoorRefusals } from '../../domain/orders';
import { cashWithheld, methodNotOffered, type PaymentMethodPlugin } from '../../domain/payments';

/**
 * Why this customer may not pay this way now, as the refusal its checkout answers (409), or null: the shop does not
 * offer the method (a bank transfer without its account), or the customer refused too many parcels at the door,
 * by account or by the phone given (cash, issue 31; a guest, `userId` undefined, is known by the phone alone). The
 * checkouts and the storefront's list of methods all ask here.
 */
export async function whyNotOffered(
  method: PaymentMethodPlugin,
  userId: number | undefined,
  phone: string,
  now: Date,
): Promise<DomainError | null> {
  const notOffered = method.notOffered?.();
  if (notOffered) return methodNotOffered(notOffered);
  if (method.withheldAfterRefusals && (await recentDoorRefusals(userId, phone, now)) >= REFUSALS_BEFORE_NO_CASH)
    return cashWithheld();
  return null;
}
