import type { GuestCartContactInput } from '../../../shared/validation/cart-reminders';
import { smsNumber } from '../../../shared/rules/phone-numbers';
import { setContactConsent } from '../../domain/messages';
import { guestCartRef, noteCartChanged } from '../../domain/reminders';

/**
 * POST /v2/guest/cart/contact (issue 33): with "Send me offers and reminders" ticked, the guest's addresses agree to
 * marketing (as the guest checkout's tick does, decision 0081) and the browser cart is kept, its reminder due a while
 * from now (decision 0086), with the language its reminders are written in when one is sent (issue 34). Unticked,
 * nothing is kept: a guest's cart counts only from a consent. Answers whether it will be reminded.
 */
export async function guestCartContact(input: GuestCartContactInput): Promise<boolean> {
  const ref = guestCartRef(input);
  if (!input.marketing_consent || !ref) return false;
  const phone = input.phone ? smsNumber(input.phone) : null;
  await Promise.all([
    input.email ? setContactConsent('mail', input.email, true, 'guest-checkout') : undefined,
    phone ? setContactConsent('sms', phone, true, 'guest-checkout') : undefined,
  ]);
  const lines = input.lines.map((l) => ({
    product_id: l.product_id,
    variant_id: l.variant_id ?? null,
    quantity: l.quantity,
  }));
  await noteCartChanged(ref, {
    lines,
    ...(input.email ? { email: input.email } : {}),
    ...(phone ? { phone } : {}),
    ...(input.language ? { language: input.language } : {}),
  });
  return true;
}
