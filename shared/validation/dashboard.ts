import * as z from 'zod/mini';
import { DASHBOARD_PERIODS, DEFAULT_DASHBOARD_PERIOD } from '../rules/dashboard-periods';

export const DASHBOARD_PERIOD_MESSAGE = `The period must be one of ${DASHBOARD_PERIODS.join(', ')}.`;

/** B1 body: a period in any letter case; absent, null or "" is the default (contract 6.8). */
export const dashboardSchema = z.object({
  period: z.pipe(
    z.pipe(
      z.nullish(z.string({ error: DASHBOARD_PERIOD_MESSAGE })),
      z.transform((v: string | null | undefined) =>
        v === undefined || v === null || v === '' ? DEFAULT_DASHBOARD_PERIOD : v.trim().toLowerCase(),
      ),
    ),
    z.enum(DASHBOARD_PERIODS, { error: DASHBOARD_PERIOD_MESSAGE }),
  ),
});
