import { trackingText, type Tracking } from '../../../shared/rules/couriers';
import { releasesStock, type OrderStatus } from '../../../shared/rules/orders';
import type { OrderActor, OrderEvent, OrderRecord } from './order-record';

/**
 * The order's timeline is a list on the order item itself, appended in the same conditional update that makes the
 * change, so an event is recorded exactly when the change happens and never for a change that lost a race.
 */
export const HISTORY_APPEND = 'history = list_append(if_not_exists(history, :noEvents), :events)';
export const historyValues = (events: OrderEvent[]) => ({ ':noEvents': [], ':events': events });

const unitsText = (order: OrderRecord) => order.lines.map((l) => `${l.name} x ${l.quantity}`).join(', ');

/**
 * The events of a status change: the change itself (its note names the tracking given with it), and the stock that
 * crossed the canceled line with it.
 */
export function statusChangeEvents(
  order: OrderRecord,
  from: OrderStatus,
  to: OrderStatus,
  by: OrderActor,
  at: string,
  tracking?: Tracking,
): OrderEvent[] {
  const events: OrderEvent[] = [
    { at, kind: 'status', by, from, to, ...(tracking && { note: trackingText(tracking) }) },
  ];
  if (releasesStock(to) && !releasesStock(from))
    events.push({ at, kind: 'stock_returned', by, note: unitsText(order) });
  if (releasesStock(from) && !releasesStock(to)) events.push({ at, kind: 'stock_taken', by, note: unitsText(order) });
  return events;
}
