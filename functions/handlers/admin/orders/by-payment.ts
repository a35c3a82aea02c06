import { adminOrdersByPayment } from '../../../../shared/routes/entries/admin-orders-by-payment';
import { ORDER_PAGE_SIZE } from '../../../../shared/rules/orders';
import { adminOrderCard, ordersByPayment } from '../../../domain/orders';
import { httpHandler } from '../../http';
import { pageNumber, pageTotals } from '../../../lib/paging';
import { success } from '../../../lib/responses';

/**
 * GET /v2/admin/orders?page=&payment_method=&payment_status=&cod_confirmation=: the B5 list (same cards, order and pagination)
 * narrowed by payment (admin or staff).
 */
export const handler = httpHandler(adminOrdersByPayment, async (req) => {
  const { payment_method: method, payment_status: status, cod_confirmation: codConfirmation } = req.query;
  const page = pageNumber(req.query.page);
  const { orders, total } = await ordersByPayment({ method, status, codConfirmation }, page, ORDER_PAGE_SIZE);
  const { total: totalOrders, ...pagination } = pageTotals(total, page, ORDER_PAGE_SIZE);
  return success({ data: { orders: orders.map(adminOrderCard), pagination: { ...pagination, totalOrders } } });
});
