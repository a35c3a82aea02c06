import { colomboDate, colomboDayStart, addDays, dayText } from '../../../shared/rules/dates';
import { periodPlan, type DashboardPeriod } from '../../../shared/rules/dashboard-periods';
import { formatLkr, fromCents } from '../../../shared/rules/money';
import { publicUrl } from '../../lib/uploads';
import { getProducts } from '../catalog';
import { recentOrderRow, newestBetween } from '../orders';
import {
  ORDERS_COUNTER,
  REVENUE_COUNTER,
  RETURNED_COUNTER,
  productRevenueCounter,
  statusCounter,
  unitsCounter,
  type Counters,
} from './order-counters';
import { cartReminderFigures } from './cart-reminder-figures';
import { lowStockProducts } from './low-stock-products';
import { paymentBreakdown } from './payment-breakdown';
import { readDays, sumCounters } from './stats-repo';

export const BEST_SELLERS = 10;
export const RECENT_ORDERS = 10;

function bestSellerIds(totals: Counters): number[] {
  return Object.entries(totals)
    .filter(([name, units]) => name.startsWith('u_') && units > 0)
    .map(([name, units]) => ({
      id: Number(name.slice(2)),
      units,
      revenue: totals[productRevenueCounter(Number(name.slice(2)))] ?? 0,
    }))
    .sort((a, b) => b.units - a.units || b.revenue - a.revenue || a.id - b.id)
    .map((p) => p.id);
}

/** Products still in the catalogue, best first; a deleted product drops out (twice as many are looked up). */
async function bestSellers(totals: Counters) {
  const candidates = bestSellerIds(totals).slice(0, BEST_SELLERS * 2);
  const products = await getProducts(candidates);
  return candidates
    .filter((id) => products.has(id))
    .slice(0, BEST_SELLERS)
    .map((id) => {
      const p = products.get(id)!;
      return {
        id,
        image: p.images[0] ? publicUrl(p.images[0].path) : null,
        product: p.name,
        price: formatLkr(p.price),
        total: formatLkr(fromCents(totals[productRevenueCounter(id)] ?? 0)),
        sales: totals[unitsCounter(id)],
      };
    });
}

/**
 * B1: the figures of a period from the daily aggregates (at most 366 small items for a year) and the newest orders
 * of the period from the order index, never by reading every order.
 */
export async function dashboard(period: DashboardPeriod, now = new Date()) {
  const plan = periodPlan(period, colomboDate(now));
  const from = colomboDayStart(plan.startDay).toISOString();
  const to = colomboDayStart(addDays(plan.endDay, 1)).toISOString();
  const [days, recent] = await Promise.all([
    readDays(plan.startDay, plan.endDay),
    newestBetween(from, to, RECENT_ORDERS),
  ]);
  const totals = sumCounters(days.map((d) => d.counters));
  const count = (...statuses: Parameters<typeof statusCounter>[0][]) =>
    statuses.reduce((s, st) => s + (totals[statusCounter(st)] ?? 0), 0);
  const revenueIn = (first: string, last: string) =>
    fromCents(
      days.filter((d) => d.day >= first && d.day <= last).reduce((s, d) => s + (d.counters[REVENUE_COUNTER] ?? 0), 0),
    );
  return {
    period,
    stats: {
      start_date: dayText(plan.startDay),
      end_date: dayText(plan.endDay),
      total_orders: totals[ORDERS_COUNTER] ?? 0,
      active_orders: count('pending', 'processing', 'shipped'),
      completed_orders: count('delivered'),
      // Orders with a received return (issue 22, decision 0061); canceled orders are no returns.
      returned_orders: totals[RETURNED_COUNTER] ?? 0,
      pending_orders: count('pending'),
      // Cash parcels refused at the door (issue 31), counted on the day the order was placed.
      refused_orders: count('refused'),
      revenue: formatLkr(fromCents(totals[REVENUE_COUNTER] ?? 0)),
    },
    sales_graph: {
      labels: plan.buckets.map((b) => b.label),
      data: plan.buckets.map((b) => revenueIn(b.firstDay, b.lastDay)),
    },
    // Issue 31: how the period's orders are paid (every order counts once in each of the three).
    payments: paymentBreakdown(totals),
    // Issue 33: carts reminded, and orders recovered after a reminder's link was opened (decision 0086).
    cart_reminders: cartReminderFigures(totals),
    best_selling_products: await bestSellers(totals),
    recent_orders: recent.map(recentOrderRow),
    // Issue 33: what to restock now, whatever the period.
    low_stock: await lowStockProducts(),
  };
}
