import { adminOrderHistory } from '../../../../shared/routes/entries/admin-order-history';
import { HISTORY_STATUSES, ORDER_PAGE_SIZE } from '../../../../shared/rules/orders';
import { historyRow, finishedPage } from '../../../domain/orders';
import { statusCounter, readTotals } from '../../../domain/stats';
import { httpHandler } from '../../http';
import { pageNumber, pageTotals } from '../../../lib/paging';
import { success } from '../../../lib/responses';

/** B7 GET /v2/orders/history?page=: the finished orders (delivered, canceled), newest first, 10 a page (decision 0007). */
export const handler = httpHandler(adminOrderHistory, async (req) => {
  const page = pageNumber(req.query.page);
  const [orders, totals] = await Promise.all([finishedPage(page, ORDER_PAGE_SIZE), readTotals()]);
  const finished = HISTORY_STATUSES.reduce((sum, s) => sum + (totals[statusCounter(s)] ?? 0), 0);
  const { total, ...pagination } = pageTotals(finished, page, ORDER_PAGE_SIZE);
  return success({ data: { orders: orders.map(historyRow), pagination: { ...pagination, totalOrders: total } } });
});
