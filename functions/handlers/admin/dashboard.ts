import { adminDashboard } from '../../../shared/routes/entries/admin-dashboard';
import { dashboard } from '../../domain/stats';
import { httpHandler } from '../http';
import { success } from '../../lib/responses';

/** B1 POST /v2/admin/dashboard: the figures of the period (weekly, monthly by default, yearly) from the daily aggregates. */
export const handler = httpHandler(adminDashboard, async (req) => {
  return success({ data: await dashboard(req.body.period) });
});
