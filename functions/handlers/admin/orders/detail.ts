import { ORDER_NOT_FOUND } from '../../../domain/orders/change-status';
import { orderDetailView } from '../../../domain/orders/order-detail-view';
import { getOrder } from '../../../domain/orders/orders-repo';
import { notFound } from '../../../lib/errors';
import { httpHandler, numericParam } from '../../http';
import { success } from '../../../lib/responses';

/** GET /v2/admin/orders/{id}: one order's lines, customer, addresses, payment and timeline (admin or staff). */
export const handler = httpHandler('admin-order-detail', async (req) => {
  const order = await getOrder(numericParam(req, 'id', ORDER_NOT_FOUND));
  if (!order) throw notFound(ORDER_NOT_FOUND);
  return success({ data: orderDetailView(order) });
});
