import { checkoutPayhere } from '../../../shared/routes/entries/checkout-payhere';
import { orderSummary } from '../../domain/orders';
import { paymentObject } from '../../domain/payments';
import { placeCardOrder } from '../../flows/place-order';
import { httpHandler } from '../http';
import { success } from '../../lib/responses';

/**
 * S9 POST /v2/payhere/checkout: the order is placed exactly as cash on delivery (stock held, cart emptied) but waits
 * for its payment; the answer's `payhere` goes unchanged to PayHere's `startPayment`. The same cart sent again
 * answers the same order. The confirmation mail waits for PayHere's notification.
 */
export const handler = httpHandler(checkoutPayhere, async (req) => {
  const input = req.body;
  const { order, replayed, settings } = await placeCardOrder(req.session.userId, input);
  return success(
    {
      message: 'Order created successfully',
      order: orderSummary(order),
      payhere: paymentObject(order, settings),
      sdk_url: settings.sdkUrl,
    },
    replayed ? 200 : 201,
  );
});
