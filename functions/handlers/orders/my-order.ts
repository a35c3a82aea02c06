import { notFoundMessages } from '../../../shared/api/not-found';
import { orderMine } from '../../../shared/routes/entries/order-mine';
import { getOrder, orderSummary } from '../../domain/orders';
import { notFound } from '../../lib/errors';
import { success } from '../../lib/responses';
import { httpHandler } from '../http';

/** GET /v2/user/orders/{order_id}: the customer's own order as its checkout answered it; any other is 404. */
export const handler = httpHandler(orderMine, async (req) => {
  const order = await getOrder(req.params.order_id);
  if (!order || order.userId !== req.session.userId) throw notFound(notFoundMessages.order);
  return success({ data: orderSummary(order) });
});
