import { randomInt } from 'node:crypto';
import { colomboDate } from '../../../shared/rules/dates';
import { formatLkr, fromCents } from '../../../shared/rules/money';
import type { OrderRecord } from '../orders';
import { dayItemFor } from './counter-shards';
import { orderDay, type Counters } from './order-counters';
import { addCounters } from './stats-actions';

/** Counters of the daily aggregates (decision 0086): carts reminded on that day, orders recovered and their revenue. */
export const REMINDED_COUNTER = 'cr_reminded';
export const RECOVERED_COUNTER = 'cr_recovered';
export const RECOVERED_REVENUE_COUNTER = 'cr_revenue';

/** A cart's first reminder, counted on the day it is sent (a shard chosen at random: no one item every sweep writes). */
export const remindedStatsAction = (now = new Date()) =>
  addCounters(dayItemFor(randomInt(1_000_000), colomboDate(now), now), { [REMINDED_COUNTER]: 1 });

/** An order placed within 7 days after a reminder's link was opened, on its order's day and shard. */
export const recoveredStatsAction = (order: OrderRecord, now = new Date()) =>
  addCounters(dayItemFor(order.id, orderDay(order), now), {
    [RECOVERED_COUNTER]: 1,
    [RECOVERED_REVENUE_COUNTER]: order.totalCents,
  });

/** The dashboard's `cart_reminders` (issue 33), for its period. */
export function cartReminderFigures(totals: Counters) {
  return {
    carts_reminded: totals[REMINDED_COUNTER] ?? 0,
    recovered_orders: totals[RECOVERED_COUNTER] ?? 0,
    recovered_revenue: formatLkr(fromCents(totals[RECOVERED_REVENUE_COUNTER] ?? 0)),
  };
}
