import { adminOrderDetail } from '../../../../shared/routes/entries/admin-order-detail';
import { ORDER_NOT_FOUND, orderDetailView, getOrder } from '../../../domain/orders';
import { orderReturnRows, returnsOfOrder } from '../../../domain/returns';
import { notFound } from '../../../lib/errors';
import { httpHandler } from '../../http';
import { success } from '../../../lib/responses';

/** GET /v2/admin/orders/{id}: one order's lines, customer, addresses, payment, timeline and returns (admin or staff). */
export const handler = httpHandler(adminOrderDetail, async (req) => {
  const [order, { returns }] = await Promise.all([getOrder(req.params.id), returnsOfOrder(req.params.id)]);
  if (!order) throw notFound(ORDER_NOT_FOUND);
  return success({ data: orderDetailView(order, orderReturnRows(returns)) });
});
