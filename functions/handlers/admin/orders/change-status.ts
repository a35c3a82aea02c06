import { adminOrderStatus } from '../../../../shared/routes/entries/admin-order-status';
import { adminOrderCard } from '../../../domain/orders';
import { changeOrderStatus } from '../../../flows/change-order-status';
import { httpHandler } from '../../http';
import { success } from '../../../lib/responses';

/**
 * B6 PUT /v2/order/{id}: moves the order, its stock and the aggregates together, then tells the customer by mail.
 * The client knows success by the exact message and `order.status`.
 */
export const handler = httpHandler(adminOrderStatus, async (req) => {
  const id = req.params.id;
  const { status } = req.body;
  const { order } = await changeOrderStatus(id, status, req.session);
  return success({ message: 'Order updated successfully', order: adminOrderCard(order) });
});
