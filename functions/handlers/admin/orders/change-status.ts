import { adminOrderStatus } from '../../../../shared/routes/entries/admin-order-status';
import { trackingOf } from '../../../../shared/rules/couriers';
import { adminOrderCard } from '../../../domain/orders';
import { changeOrderStatus } from '../../../flows/workflows/change-order-status';
import { httpHandler } from '../../http';
import { success } from '../../../lib/responses';

/**
 * B6 PUT /v2/order/{id}: moves the order, its stock and the aggregates together, then tells the customer by mail.
 * The client knows success by the exact message and `order.status`. With `shipped`, the courier and tracking number
 * given are written with the move, or correct those of an order already shipped (issue 22).
 */
export const handler = httpHandler(adminOrderStatus, async (req) => {
  const id = req.params.id;
  const { status, courier, tracking_number, confirmed_by_phone } = req.body;
  const tracking = courier && tracking_number ? trackingOf(courier, tracking_number) : undefined;
  const { order } = await changeOrderStatus(id, status, req.session, tracking, {
    confirmedByPhone: confirmed_by_phone === true,
  });
  return success({
    message: 'Order updated successfully',
    order: { ...adminOrderCard(order), tracking: order.tracking ?? null },
  });
});
