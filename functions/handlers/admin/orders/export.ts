import { newestBetween } from '../../../domain/orders/order-queue';
import { ordersCsv } from '../../../domain/orders/orders-csv';
import { fieldError } from '../../../lib/errors';
import { httpHandler } from '../../http';

/** The most orders one export holds; a longer range is refused rather than cut short silently. */
const MAX_EXPORT = 5000;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A Colombo calendar day's first or last instant, as the ISO time orders are stored with. */
const colomboInstant = (day: string, end: boolean) => new Date(`${day}T${end ? '23:59:59.999' : '00:00:00.000'}+05:30`);

/** GET /v2/admin/orders-export?from=YYYY-MM-DD&to=YYYY-MM-DD: the orders placed in those Colombo days, as CSV (admin). */
export const handler = httpHandler('admin-orders-export', async (req) => {
  const { from = '', to = '' } = req.query;
  const start = colomboInstant(from, false);
  const end = colomboInstant(to, true);
  if (!DAY.test(from) || Number.isNaN(start.getTime())) throw fieldError('from', 'Please give the first day as YYYY-MM-DD.');
  if (!DAY.test(to) || Number.isNaN(end.getTime())) throw fieldError('to', 'Please give the last day as YYYY-MM-DD.');
  if (end < start) throw fieldError('to', 'The last day must not be before the first day.');
  const orders = await newestBetween(start.toISOString(), end.toISOString(), MAX_EXPORT + 1);
  if (orders.length > MAX_EXPORT) throw fieldError('to', `More than ${MAX_EXPORT} orders in this range. Please export a shorter range.`);
  return {
    statusCode: 200,
    headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="orders-${from}-to-${to}.csv"`, 'cache-control': 'no-store' },
    body: ordersCsv(orders),
  };
});
