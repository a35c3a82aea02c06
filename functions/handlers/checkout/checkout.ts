import { CARD_NOT_AVAILABLE, checkoutSchema } from '../../../shared/validation/checkout';
import { placeOrder } from '../../domain/checkout/place-order';
import { orderConfirmationMail } from '../../domain/mail/order-confirmation-mail';
import { orderSummary } from '../../domain/orders/order-views';
import { getUser } from '../../domain/users/users-repo';
import { badRequest, unauthorized } from '../../lib/errors';
import { httpHandler, type AuthedRequest } from '../http';
import { enqueueMail } from '../../lib/mail-queue';
import { success } from '../../lib/responses';
import { parseWith } from '../../lib/validate';

/** S8 POST /v2/checkout: Cash on Delivery. The client knows success only by the exact message. */
export const handler = httpHandler<AuthedRequest>('checkout-cod', async (req) => {
  const input = parseWith(checkoutSchema, req.body);
  if (input.payment_method !== 'COD') throw badRequest(CARD_NOT_AVAILABLE);
  const user = await getUser(req.session.userId);
  if (!user) throw unauthorized();
  const { order, replayed } = await placeOrder(user, input);
  if (!replayed) {
    await enqueueMail(orderConfirmationMail(order));
  }
  return success({ message: 'Order created successfully', order: orderSummary(order) }, replayed ? 200 : 201);
});
