import { adminOrderDetail } from '../../../../shared/routes/entries/admin-order-detail';
import { ORDER_NOT_FOUND, orderDetailView, getOrder } from '../../../domain/orders';
import { notFound } from '../../../lib/errors';
import { httpHandler } from '../../http';
import { success } from '../../../lib/responses';

/** GET /v2/admin/orders/{id}: one order's lines, customer, addresses, payment and timeline (admin or staff). */
export const handler = httpHandler(adminOrderDetail, async (req) => {
  const order = await getOrder(req.params.id);
  if (!order) throw notFound(ORDER_NOT_FOUND);
  return success({ data: orderDetailView(order) });
});
