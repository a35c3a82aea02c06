import { z } from 'zod';
import { billingMessages } from './account';
import { CITIES } from '../rules/delivery';
import { TEXT_MAX, requiredText, tooLongMessage } from './fields';

export const CARD_NOT_AVAILABLE = 'Card payment will be available soon. Please use Cash on Delivery.';

const optional = z.union([z.string().trim().max(TEXT_MAX, { error: tooLongMessage(TEXT_MAX) }), z.null()]).optional().transform((v) => v ?? '');

/** S8 body. The client's `shipping_rate`, `tax` and `discount` are accepted and ignored: the server computes money. */
export const checkoutSchema = z.object({
  payment_method: z.string({ error: 'Please choose a payment method.' }).max(20, { error: 'Please choose a payment method.' }).trim().toUpperCase(),
  first_name: requiredText(billingMessages.first_name),
  last_name: requiredText(billingMessages.last_name),
  country: requiredText(billingMessages.country),
  company: optional,
  address: requiredText(billingMessages.address),
  shipping_address: optional,
  apartment: optional,
  city: requiredText(billingMessages.city).refine((c) => CITIES.includes(c), { error: billingMessages.cityFromList }),
  state: requiredText(billingMessages.state),
  postal_code: requiredText(billingMessages.postal_code),
  phone: requiredText(billingMessages.phone),
});

export type CheckoutInput = z.infer<typeof checkoutSchema>;
