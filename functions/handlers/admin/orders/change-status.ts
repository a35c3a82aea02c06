import { orderStatusSchema } from '../../../../shared/validation/orders';
import { ORDER_NOT_FOUND, changeOrderStatus } from '../../../domain/orders/change-status';
import { adminOrderCard } from '../../../domain/orders/admin-order-views';
import { orderStatusMail } from '../../../domain/mail/order-status-mail';
import { actorOf } from '../../../domain/orders/order-actor';
import { httpHandler, numericParam, type AuthedRequest } from '../../http';
import { enqueueMail } from '../../../lib/mail-queue';
import { success } from '../../../lib/responses';
import { parseWith } from '../../../lib/validate';

/**
 * B6 PUT /v2/order/{id}: moves the order, its stock and the aggregates together, then tells the customer by mail.
 * The client knows success by the exact message and `order.status`.
 */
export const handler = httpHandler<AuthedRequest>('admin-order-status', async (req) => {
  const id = numericParam(req, 'id', ORDER_NOT_FOUND);
  const { status } = parseWith(orderStatusSchema, req.body);
  const { order, changed } = await changeOrderStatus(id, status, await actorOf(req.session));
  if (changed) {
    await enqueueMail(orderStatusMail(order));
  }
  return success({ message: 'Order updated successfully', order: adminOrderCard(order) });
});
