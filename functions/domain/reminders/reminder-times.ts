import { config } from '../../lib/config';

/** At most this many reminders per cart (issue 33). */
export const MAX_REMINDERS = 2;

/** An order within this long after a reminder's link was opened counts as recovered (issue 33). */
export const RECOVERY_WINDOW_MS = 7 * 24 * 3600 * 1000;

export interface ReminderClock {
  /** After the cart's last change, until the first reminder. */
  firstAfterMs: number;
  /** After the first reminder, until the second. */
  secondAfterMs: number;
}

export const reminderClock = (): ReminderClock => ({
  firstAfterMs: config().CART_REMINDER_MINUTES * 60_000,
  secondAfterMs: config().CART_REMINDER_2_HOURS * 3_600_000,
});

/** What decides when a cart's next reminder is due. */
export interface ReminderTiming {
  changedAt: string;
  /** Reminders sent so far (0, 1 or 2). */
  step: number;
  remindedAt?: string;
}

/**
 * When the cart's next reminder is due, or null when it has had both. The first comes a while after the last change;
 * the second a while after the first, and never sooner after a change than the first would (a cart changed after its
 * first reminder is someone still shopping).
 */
export function nextReminderAt(t: ReminderTiming, clock: ReminderClock): Date | null {
  if (t.step >= MAX_REMINDERS) return null;
  const afterChange = Date.parse(t.changedAt) + clock.firstAfterMs;
  if (t.step === 0 || !t.remindedAt) return new Date(afterChange);
  return new Date(Math.max(afterChange, Date.parse(t.remindedAt) + clock.secondAfterMs));
}
