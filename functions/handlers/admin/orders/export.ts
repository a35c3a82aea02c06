import { DAY_PATTERN, isRealDay } from '../../../../shared/rules/dates';
import { adminOrdersExport } from '../../../../shared/routes/entries/admin-orders-export';
import { realDateMessage } from '../../../../shared/validation/dates';
import { newestBetween, ordersCsv } from '../../../domain/orders';
import { orderReturnRows, returnsByOrder } from '../../../domain/returns';
import { fieldError } from '../../../lib/errors';
import { raw } from '../../../lib/responses';
import { httpHandler } from '../../http';

/** The most orders one export holds; a longer range is refused rather than cut short silently. */
const MAX_EXPORT = 5000;

/** A Colombo calendar day's first or last instant, as the ISO time orders are stored with. */
const colomboInstant = (day: string, end: boolean) => new Date(`${day}T${end ? '23:59:59.999' : '00:00:00.000'}+05:30`);

/** GET /v2/admin/orders-export?from=YYYY-MM-DD&to=YYYY-MM-DD: the orders placed in those Colombo days, as CSV (admin). */
export const handler = httpHandler(adminOrdersExport, async (req) => {
  const { from = '', to = '' } = req.query;
  if (!DAY_PATTERN.test(from)) throw fieldError('from', 'Please give the first day as YYYY-MM-DD.');
  if (!DAY_PATTERN.test(to)) throw fieldError('to', 'Please give the last day as YYYY-MM-DD.');
  if (!isRealDay(from)) throw fieldError('from', realDateMessage);
  if (!isRealDay(to)) throw fieldError('to', realDateMessage);
  const start = colomboInstant(from, false);
  const end = colomboInstant(to, true);
  if (end < start) throw fieldError('to', 'The last day must not be before the first day.');
  const [orders, returns] = await Promise.all([
    newestBetween(start.toISOString(), end.toISOString(), MAX_EXPORT + 1),
    returnsByOrder(),
  ]);
  if (orders.length > MAX_EXPORT)
    throw fieldError('to', `More than ${MAX_EXPORT} orders in this range. Please export a shorter range.`);
  const headers = {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="orders-${from}-to-${to}.csv"`,
    'cache-control': 'no-store',
  };
  const rows = new Map([...returns].map(([orderId, list]) => [orderId, orderReturnRows(list)]));
  return raw(200, headers, ordersCsv(orders, rows));
});
