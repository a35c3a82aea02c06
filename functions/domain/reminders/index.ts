// Cart reminders (issue 33, decision 0086): a cart's reminder state, the due index the sweep reads, the restore link.
export { guestCartRef, remindersKeys } from './reminders-keys';
export type { CartRef } from './reminders-keys';
export { MAX_REMINDERS, nextReminderAt, RECOVERY_WINDOW_MS, reminderClock, reminderOutcome } from './reminder-times';
export type { ReminderClock, ReminderOutcome, ReminderTiming } from './reminder-times';
export {
  claimReminder,
  dropDue,
  dueEntries,
  endReminders,
  noteCartChanged,
  noteReminderOpened,
  readReminderState,
} from './reminder-state';
export type { DueEntry, GuestCartLine, ReminderState } from './reminder-state';
export { readRestoreToken, restoreToken } from './restore-token';
