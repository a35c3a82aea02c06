import { DASHBOARD_PERIODS, parsePeriod } from '../../../shared/rules/dashboard-periods';
import { dashboard } from '../../domain/stats/dashboard';
import { fieldError } from '../../lib/errors';
import { httpHandler } from '../http';
import { success } from '../../lib/responses';

/** B1 POST /v2/admin/dashboard: the figures of the period (weekly, monthly by default, yearly) from the daily aggregates. */
export const handler = httpHandler('admin-dashboard', async (req) => {
  const period = parsePeriod(req.body.period);
  if (!period) throw fieldError('period', `The period must be one of ${DASHBOARD_PERIODS.join(', ')}.`);
  return success({ data: await dashboard(period) });
});
