import { colomboDate } from '../../../shared/rules/dates';
import { releasesStock, type OrderStatus } from '../../../shared/rules/orders';
import type { CodConfirmation } from '../../../shared/rules/cod-confirmation';
import type { PaymentMethod, PaymentStatus } from '../../../shared/rules/payments';
import { paymentStatusOf, type OrderRecord } from '../orders';
import { paymentMethodOf } from '../payments';

/**
 * The counters an order adds to the daily aggregates (decision 0007). One pure function decides them, so the
 * write path (checkout, status change) and the benchmark's seeding cannot count differently.
 */
export type Counters = Record<string, number>;

export const ORDERS_COUNTER = 'orders';
export const REVENUE_COUNTER = 'revenueCents';
/** Orders with a received return (issue 22): counted once per order, on the day the order was placed. */
export const RETURNED_COUNTER = 'returned';
export const statusCounter = (status: OrderStatus) => `st_${status}`;
export const unitsCounter = (productId: number) => `u_${productId}`;
export const productRevenueCounter = (productId: number) => `r_${productId}`;
/** Issue 31: every order counts once under its payment method, its payment status and its cash confirmation. */
export const methodCounter = (method: PaymentMethod) => `pm_${method}`;
export const paymentStatusCounter = (status: PaymentStatus) => `ps_${status}`;
export const codConfirmationCounter = (state: CodConfirmation) => `cc_${state}`;

/** The Colombo day an order belongs to: the day it was placed, whatever happens to it later. */
export const orderDay = (order: Pick<OrderRecord, 'createdAt'>) => colomboDate(new Date(order.createdAt));

/** An order is a sale once its payment is confirmed, or at once when its method says so (cash on delivery). */
const isSale = (order: OrderRecord) =>
  paymentMethodOf(order.paymentMethod).saleBeforePayment || paymentStatusOf(order) === 'paid';

/** How an order is paid, as counted: its method, its payment status and, for a cash order to confirm, where that stands. */
function paymentCounters(order: OrderRecord): Counters {
  const out: Counters = { [methodCounter(order.paymentMethod)]: 1, [paymentStatusCounter(paymentStatusOf(order))]: 1 };
  if (order.codConfirmation) out[codConfirmationCounter(order.codConfirmation)] = 1;
  return out;
}

/**
 * What one order in one status adds: every order counts once under its status and its payment (method, status,
 * cash confirmation); a canceled or unpaid one sells nothing.
 */
export function orderContribution(order: OrderRecord, status: OrderStatus | null): Counters {
  if (!status) return {};
  const out: Counters = { [ORDERS_COUNTER]: 1, [statusCounter(status)]: 1, ...paymentCounters(order) };
  if (releasesStock(status) || !isSale(order)) return out;
  out[REVENUE_COUNTER] = order.totalCents;
  for (const line of order.lines) {
    out[unitsCounter(line.productId)] = (out[unitsCounter(line.productId)] ?? 0) + line.quantity;
    out[productRevenueCounter(line.productId)] = (out[productRevenueCounter(line.productId)] ?? 0) + line.totalCents;
  }
  return out;
}

/** The change of the counters when an order moves from one status to another (null: it did not exist). */
export function counterDelta(order: OrderRecord, from: OrderStatus | null, to: OrderStatus | null): Counters {
  return diffCounters(orderContribution(order, from), orderContribution(order, to));
}

/** The change of the counters when an order's payment (and perhaps its status) changes: before and after as stored. */
export function orderChangeDelta(before: OrderRecord, after: OrderRecord): Counters {
  return diffCounters(orderContribution(before, before.status), orderContribution(after, after.status));
}

function diffCounters(before: Counters, after: Counters): Counters {
  const delta: Counters = {};
  for (const name of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const d = (after[name] ?? 0) - (before[name] ?? 0);
    if (d !== 0) delta[name] = d;
  }
  return delta;
}

/** The running totals keep only the order counts (all orders, and per status), for the paged order lists. */
export function totalsOnly(counters: Counters): Counters {
  return Object.fromEntries(
    Object.entries(counters).filter(([name]) => name === ORDERS_COUNTER || name.startsWith('st_')),
  );
}
