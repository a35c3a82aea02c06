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

/** What a sweep does with a cart whose due entry it read. */
export type ReminderOutcome = 'not-due' | 'ended' | 'no-consent' | 'send';

/**
 * The rules of issue 33 in order: nothing before it is due (nor after the second); a cart with nothing left to buy
 * (ordered, emptied, or all sold out) ends its reminders; a person who agreed to no channel, or unsubscribed from each,
 * gets none; otherwise the reminder goes. `lines` and `channels` are asked only once it is due.
 */
export async function reminderOutcome(
  t: ReminderTiming,
  now: Date,
  clock: ReminderClock,
  facts: { lines: () => Promise<number>; channels: () => Promise<number> },
): Promise<ReminderOutcome> {
  const at = nextReminderAt(t, clock);
  if (!at || at > now) return 'not-due';
  if ((await facts.lines()) === 0) return 'ended';
  if ((await facts.channels()) === 0) return 'no-consent';
  return 'send';
}
