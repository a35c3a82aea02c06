import * as z from 'zod/mini';
import { billingMessages } from '../messages/billing';
import { TEXT_MAX, atMostLetters, requiredText } from './fields';
import { marketingConsentField } from './marketing-consent';
import type { InOtherLanguages } from '../rules/translations';

/** S8 is cash on delivery only; card orders go through S9 (PayHere). */
export const CARD_NOT_AVAILABLE = 'To pay by card, please use the card checkout (PayHere).';

export const cardNotAvailableIn: InOtherLanguages<{ message: typeof CARD_NOT_AVAILABLE }> = {
  si: { message: 'කාඩ්පතෙන් ගෙවීමට, කරුණාකර කාඩ්පත් ගෙවීම් පිටුව (PayHere) භාවිත කරන්න.' },
  ta: { message: 'அட்டை மூலம் செலுத்த, தயவுசெய்து அட்டைக் கட்டணப் பக்கத்தைப் (PayHere) பயன்படுத்தவும்.' },
};

const optional = z.pipe(
  z.optional(z.union([z.string().check(z.trim(), atMostLetters(TEXT_MAX)), z.null()])),
  z.transform((v: string | null | undefined) => v ?? ''),
);
const PAYMENT_METHOD_MESSAGE = 'Please choose a payment method.';

/** S8 body. The client's `shipping_rate`, `tax` and `discount` are accepted and ignored: the server computes money. */
export const checkoutSchema = z.object({
  payment_method: z
    .string({ error: PAYMENT_METHOD_MESSAGE })
    .check(z.maxLength(20, { error: PAYMENT_METHOD_MESSAGE }), z.trim(), z.toUpperCase()),
  first_name: requiredText(billingMessages.first_name),
  last_name: requiredText(billingMessages.last_name),
  country: requiredText(billingMessages.country),
  company: optional,
  address: requiredText(billingMessages.address),
  shipping_address: optional,
  apartment: optional,
  // Any city is accepted here and one outside the table pays the default rate (SPEC 9: 'A city not listed costs
  // 400'); the checkout form itself only offers the 28 (cityFromList).
  city: requiredText(billingMessages.city),
  state: requiredText(billingMessages.state),
  postal_code: requiredText(billingMessages.postal_code),
  phone: requiredText(billingMessages.phone),
  marketing_consent: marketingConsentField,
});

export type CheckoutInput = z.infer<typeof checkoutSchema>;

/** S9 body: the same fields without `payment_method` (the route itself says card). */
export const cardCheckoutSchema = z.omit(checkoutSchema, { payment_method: true });
export type CardCheckoutInput = z.infer<typeof cardCheckoutSchema>;

/** The checkout's list of ways to pay (issue 31): the phone typed so far, if any; a longer one is cut, never refused. */
export const checkoutMethodsQuerySchema = z.object({
  phone: z.catch(z.optional(z.string().check(z.trim(), z.maxLength(TEXT_MAX))), undefined),
});
