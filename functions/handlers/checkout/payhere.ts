import { checkoutPayhere } from '../../../shared/routes/entries/checkout-payhere';
import { orderSummary } from '../../domain/orders';
import { payhereCard } from '../../domain/payments';
import { checkout } from '../../flows/workflows/checkout';
import { httpHandler } from '../http';
import { success } from '../../lib/responses';

/**
 * S9 POST /v2/payhere/checkout: the order is placed exactly as cash on delivery (stock held, cart emptied) but waits
 * for its payment; the answer's `payhere` goes unchanged to PayHere's `startPayment`. The same cart sent again
 * answers the same order. The confirmation mail waits for PayHere's notification.
 */
export const handler = httpHandler(checkoutPayhere, async (req) => {
  const { order, replayed, answer } = await checkout(req.session.userId, req.body, payhereCard);
  return success(
    { message: 'Order created successfully', order: orderSummary(order), ...answer },
    replayed ? 200 : 201,
  );
});
