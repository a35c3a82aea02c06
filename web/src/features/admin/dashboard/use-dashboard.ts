import { adminKeys } from '../common/admin-keys';
import { useAdminQuery } from '../common/use-admin-query';
import { DASHBOARD_TEXTS, InvalidDashboardData, fetchDashboard, type DashboardPeriod } from './dashboard-api';

const errorText = (e: unknown) =>
  e instanceof InvalidDashboardData ? DASHBOARD_TEXTS.invalid : DASHBOARD_TEXTS.failed;

/**
 * The dashboard of the chosen period. An invalid answer says so; a failed call shows its text only while nothing
 * was loaded before (contract B1) — otherwise the last figures stay on screen.
 */
export function useDashboard(period: DashboardPeriod) {
  const { data, loading, error } = useAdminQuery(adminKeys.dashboard(period), () => fetchDashboard(period), errorText);
  return { data, loading, error: error === DASHBOARD_TEXTS.failed && data ? null : error };
}
