import { log } from '../../lib/log';
import { TransactionLostRace } from '../../lib/transaction';
import type { OrderRecord } from '../../domain/orders';
import {
  endReminders,
  guestCartRef,
  readReminderState,
  RECOVERY_WINDOW_MS,
  type CartRef,
} from '../../domain/reminders';
import { recoveredStatsAction } from '../../domain/stats';

/** The cart an order came from: the account's, or the guest cart named by the order's e-mail. */
const refOf = (order: OrderRecord): CartRef | null =>
  order.guest ? guestCartRef({ email: order.guest.email }) : order.userId !== undefined ? `u${order.userId}` : null;

/**
 * An order ends its cart's reminders (decision 0086); placed within 7 days after a reminder's link was opened, it
 * counts as recovered, once: only the call that removes the reminder state counts it. Never throws: the order stands.
 */
export async function noteCartOrdered(order: OrderRecord): Promise<void> {
  const ref = refOf(order);
  if (!ref) return;
  try {
    const state = await readReminderState(ref);
    if (!state) return;
    const opened = state.openedAt ? Date.parse(state.openedAt) : NaN;
    const placed = Date.parse(order.createdAt);
    const recovered = placed >= opened && placed - opened <= RECOVERY_WINDOW_MS;
    await endReminders(state, recovered ? [recoveredStatsAction(order)] : []);
  } catch (error) {
    if (!(error instanceof TransactionLostRace)) log.error('cart reminders not ended', error, { order_id: order.id });
  }
}
