import { guestPayAgain } from '../../../shared/routes/entries/guest-pay-again';
import { payableLinkedOrder, paymentMethodOf } from '../../domain/payments';
import { orderOfLink } from '../../flows/workflows/guest-order';
import { httpHandler } from '../http';
import { success } from '../../lib/responses';

/** POST /v2/guest/orders/{order_number}/pay?t=: a fresh payment for the linked order; 404 bad link; 409 not payable. */
export const handler = httpHandler(guestPayAgain, async (req) => {
  const order = payableLinkedOrder(await orderOfLink(req.params.order_number, req.query.t));
  return success(await paymentMethodOf(order.paymentMethod).checkoutAnswer(order));
});
