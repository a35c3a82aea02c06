import { adminOrders } from '../../../../shared/routes/entries/admin-orders';
import { ORDER_PAGE_SIZE } from '../../../../shared/rules/orders';
import { adminOrderCard, queuePage } from '../../../domain/orders';
import { ORDERS_COUNTER, readTotals } from '../../../domain/stats';
import { httpHandler } from '../../http';
import { pageNumber, pageTotals } from '../../../lib/paging';
import { success } from '../../../lib/responses';

/** B5 GET /v2/orders/all?page=: every order, pending first then newest first, 10 a page. */
export const handler = httpHandler(adminOrders, async (req) => {
  const page = pageNumber(req.query.page);
  const [orders, totals] = await Promise.all([queuePage(page, ORDER_PAGE_SIZE), readTotals()]);
  const { total, ...pagination } = pageTotals(totals[ORDERS_COUNTER] ?? 0, page, ORDER_PAGE_SIZE);
  return success({ data: { orders: orders.map(adminOrderCard), pagination: { ...pagination, totalOrders: total } } });
});
