import { callApi } from '../../../lib/api';
import type { DashboardData } from '../../../../../shared/api/dashboard';

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
export async function fetchDashboard(period: DashboardPeriod): Promise<DashboardData> {
  const body = await callApi('admin-dashboard', { body: { period } });
  if (body?.status !== 'success' || !body.data?.stats) throw new InvalidDashboardData();
  return body.data;
}
