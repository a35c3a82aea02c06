import { kokoCheckout } from '../../../shared/routes/entries/koko-checkout';
import { orderSummary } from '../../domain/orders';
import { kokoPayIn3 } from '../../domain/payments';
import { checkout } from '../../flows/workflows/checkout';
import { httpHandler } from '../http';
import { success } from '../../lib/responses';

/**
 * POST /v2/koko/checkout: the order is placed as a card order is (stock held, cart emptied) and waits for KOKO's
 * signed callback; the answer's `koko` is the form the browser posts to KOKO. A total outside KOKO's range is a 409
 * and places nothing. The same cart sent again answers the same order.
 */
export const handler = httpHandler(kokoCheckout, async (req) => {
  const { order, replayed, answer } = await checkout(req.session.userId, req.body, kokoPayIn3);
  return success(
    { message: 'Order created successfully', order: orderSummary(order), ...answer },
    replayed ? 200 : 201,
  );
});
