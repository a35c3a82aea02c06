import { ORDER_PAGE_SIZE } from '../../../../shared/rules/orders';
import { PAYMENT_METHODS, PAYMENT_STATUSES, type PaymentMethod, type PaymentStatus } from '../../../../shared/rules/payments';
import { adminOrderCard } from '../../../domain/orders/admin-order-views';
import { ordersByPayment } from '../../../domain/orders/orders-by-payment';
import { fieldError } from '../../../lib/errors';
import { httpHandler } from '../../../lib/http-handler';
import { pageNumber, pageTotals } from '../../../lib/paging';
import { success } from '../../../lib/responses';

/** An optional query value that must be one of `allowed`; empty or missing means "any". */
function oneOf<T extends string>(value: string | undefined, allowed: readonly T[], field: string): T | undefined {
  if (value === undefined || value === '') return undefined;
  if (!(allowed as readonly string[]).includes(value)) throw fieldError(field, `Please choose one of: ${allowed.join(', ')}.`);
  return value as T;
}

/**
 * GET /v2/admin/orders?page=&payment_method=&payment_status=: the B5 list (same cards, order and pagination)
 * narrowed by payment (admin or staff).
 */
export const handler = httpHandler('admin-orders-by-payment', async (req) => {
  const method = oneOf<PaymentMethod>(req.query.payment_method, PAYMENT_METHODS, 'payment_method');
  const status = oneOf<PaymentStatus>(req.query.payment_status, PAYMENT_STATUSES, 'payment_status');
  const page = pageNumber(req.query.page);
  const { orders, total } = await ordersByPayment({ method, status }, page, ORDER_PAGE_SIZE);
  const { total: totalOrders, ...pagination } = pageTotals(total, page, ORDER_PAGE_SIZE);
  return success({ data: { orders: orders.map(adminOrderCard), pagination: { ...pagination, totalOrders } } });
});
