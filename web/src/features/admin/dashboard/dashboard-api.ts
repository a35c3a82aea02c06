import { api } from '../../../lib/api';

export type DashboardPeriod = 'weekly' | 'monthly' | 'yearly';

export interface DashboardData {
  stats: {
    start_date: string;
    end_date: string;
    total_orders: number;
    active_orders: number;
    completed_orders: number;
    returned_orders: number;
    /** Extras of our API (decision 0007): orders still pending, and the period's sales as LKR text. */
    pending_orders?: number;
    revenue?: string;
  };
  sales_graph: { labels: string[]; data: number[] };
  best_selling_products: Array<{ id?: number; image?: string | null; product: string; price: string; total: string; sales: number | string }>;
  recent_orders: Array<{ id: number | string; product: string; date: string; customer: string; status: string; amount: string }>;
}

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
  const body = await api.post<{ status?: string; data?: DashboardData }>('/v2/admin/dashboard', { period });
  if (body?.status !== 'success' || !body.data?.stats) throw new InvalidDashboardData();
  return body.data;
}
