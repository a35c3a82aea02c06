import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api';
import type { DashboardData } from '../../../../../../shared/api/dashboard';
import { adminKeys } from '../../common/admin-keys';
import { adminQueryOptions, useAdminToken } from '../../common/admin-query';

export type { DashboardData };

export type DashboardPeriod = 'weekly' | 'monthly' | 'yearly';

export const DASHBOARD_TEXTS = {
  loading: 'Loading dashboard data...',
  invalid: 'Invalid data received from the server',
  failed: 'Failed to load dashboard data. Please try again later.',
} as const;

export class InvalidDashboardData extends Error {
  constructor() {
    super(DASHBOARD_TEXTS.invalid);
  }
}

/** B1: the whole dashboard for one period; anything but `status: "success"` with data is invalid. */
export async function getDashboard(period: DashboardPeriod): Promise<DashboardData> {
  const body = await callApi('admin-dashboard', { body: { period } });
  if (body?.status !== 'success' || !body.data?.stats) throw new InvalidDashboardData();
  return body.data;
}

export const dashboardQueryOptions = (token: string | null, period: DashboardPeriod) =>
  adminQueryOptions(token, adminKeys.dashboard(period), () => getDashboard(period));

/**
 * The dashboard of the chosen period. An invalid answer says so; a failed call shows its text only while nothing
 * was loaded before (contract B1) — otherwise the last figures stay on screen.
 */
export function useDashboard(period: DashboardPeriod) {
  const query = useQuery(dashboardQueryOptions(useAdminToken(), period));
  const data = query.data ?? null;
  const error = !query.isError
    ? null
    : query.error instanceof InvalidDashboardData
      ? DASHBOARD_TEXTS.invalid
      : data
        ? null
        : DASHBOARD_TEXTS.failed;
  return { data, loading: query.isFetching, error };
}
