import { addDays, dayText } from './dates';

/**
 * Dashboard periods (contract B1, 6.8; decision 0007), in Colombo calendar days, ending today:
 * weekly = the last 7 days, one point per day; monthly = the last 30 days, one point per day;
 * yearly = this month and the 11 before it, one point per month.
 */
export const DASHBOARD_PERIODS = ['weekly', 'monthly', 'yearly'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];
export const DEFAULT_DASHBOARD_PERIOD: DashboardPeriod = 'monthly';

export interface GraphBucket {
  label: string;
  firstDay: string;
  lastDay: string;
}

export interface PeriodPlan {
  startDay: string;
  endDay: string;
  buckets: GraphBucket[];
}

function dailyBuckets(today: string, days: number): GraphBucket[] {
  return Array.from({ length: days }, (_, i) => {
    const day = addDays(today, i - days + 1);
    return { label: dayText(day, 'day-month'), firstDay: day, lastDay: day };
  });
}

function monthlyBuckets(today: string, months: number): GraphBucket[] {
  const [y, m] = today.split('-').map(Number);
  return Array.from({ length: months }, (_, i) => {
    const first = new Date(Date.UTC(y, m - 1 - (months - 1 - i), 1));
    const firstDay = first.toISOString().slice(0, 10);
    const nextMonth = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 1)).toISOString().slice(0, 10);
    const lastDay = i === months - 1 ? today : addDays(nextMonth, -1);
    return { label: dayText(firstDay, 'month-year'), firstDay, lastDay };
  });
}

/** The days and graph buckets of a period that ends on `today` (a Colombo YYYY-MM-DD date). */
export function periodPlan(period: DashboardPeriod, today: string): PeriodPlan {
  const buckets =
    period === 'weekly'
      ? dailyBuckets(today, 7)
      : period === 'monthly'
        ? dailyBuckets(today, 30)
        : monthlyBuckets(today, 12);
  return { startDay: buckets[0].firstDay, endDay: today, buckets };
}

/** A period from the request body; a missing one is monthly, an unknown one is refused by the caller. */
export function parsePeriod(value: unknown): DashboardPeriod | null {
  if (value === undefined || value === null || value === '') return DEFAULT_DASHBOARD_PERIOD;
  const v = String(value).trim().toLowerCase();
  return (DASHBOARD_PERIODS as readonly string[]).includes(v) ? (v as DashboardPeriod) : null;
}
