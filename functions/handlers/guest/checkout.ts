import { guestOrderMessages } from '../../../shared/messages/guest-orders';
import { PAYMENT_METHODS, type PaymentMethod } from '../../../shared/rules/payments';
import { guestCheckout } from '../../../shared/routes/entries/guest-checkout';
import { checkoutKeyMissing, orderSummary } from '../../domain/orders';
import { paymentMethodOf } from '../../domain/payments';
import { refusedValue } from '../../domain/shop-errors';
import { guestCheckout as placeGuestOrder } from '../../flows/workflows/guest-checkout';
import { httpHandler } from '../http';
import { success } from '../../lib/responses';

const isMethod = (id: string): id is PaymentMethod => (PAYMENT_METHODS as readonly string[]).includes(id);

/** Keys are the client's: any text of 8 to 255 letters (a UUID is the usual one). */
const KEY_PATTERN = /^[\x21-\x7e]{8,255}$/;

/**
 * POST /v2/guest/checkout: the guest's order, paid by any of the shop's methods, answered as the signed-in checkout
 * for that method plus `order_link`; 201, or 200 for the same key and body again.
 */
export const handler = httpHandler(guestCheckout, async (req) => {
  const key = req.headers['idempotency-key']?.trim() ?? '';
  if (!KEY_PATTERN.test(key)) throw checkoutKeyMissing();
  const named = req.body.payment_method;
  if (!isMethod(named)) throw refusedValue('payment_method', guestOrderMessages.paymentMethod);
  const { order, replayed, orderLink, answer } = await placeGuestOrder(req.body, paymentMethodOf(named), key);
  return success(
    { message: 'Order created successfully', order: orderSummary(order), ...answer, order_link: orderLink },
    replayed ? 200 : 201,
  );
});
