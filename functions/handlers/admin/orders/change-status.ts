import { adminOrderStatus } from '../../../../shared/routes/entries/admin-order-status';
import { changeOrderStatus } from '../../../domain/orders/change-status';
import { adminOrderCard } from '../../../domain/orders/admin-order-views';
import { orderStatusMail } from '../../../domain/mail/order-status-mail';
import { actorOf } from '../../../domain/orders/order-actor';
import { httpHandler } from '../../http';
import { enqueueMail } from '../../../lib/mail-queue';
import { success } from '../../../lib/responses';

/**
 * B6 PUT /v2/order/{id}: moves the order, its stock and the aggregates together, then tells the customer by mail.
 * The client knows success by the exact message and `order.status`.
 */
export const handler = httpHandler(adminOrderStatus, async (req) => {
  const id = req.params.id;
  const { status } = req.body;
  const { order, changed } = await changeOrderStatus(id, status, await actorOf(req.session));
  if (changed) {
    await enqueueMail(orderStatusMail(order));
  }
  return success({ message: 'Order updated successfully', order: adminOrderCard(order) });
});
