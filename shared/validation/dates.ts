import * as z from 'zod/mini';
import { DATE_TIME_PATTERN, isRealDateTime } from '../rules/dates';
import type { InOtherLanguages } from '../rules/translations';

/** Every form's answer for a date the calendar does not have (2026-02-31), whatever the field. */
export const realDateMessage = 'Please choose a real date.';

export const realDateMessageIn: InOtherLanguages<{ message: typeof realDateMessage }> = {
  si: { message: 'කරුණාකර සැබෑ දිනයක් තෝරන්න.' },
  ta: { message: 'தயவுசெய்து சரியான தேதியைத் தேர்ந்தெடுக்கவும்.' },
};

/**
 * An instant as an ISO 8601 date-time with its zone (shared/rules/dates.ts): `formatMessage` for anything else, and
 * `realDateMessage` for one whose day or time does not exist, never moved to a day that does (31 February is not
 * 3 March).
 */
export const isoDateTime = (formatMessage: string) =>
  z.string({ error: formatMessage }).check(
    z.refine(isRealDateTime, {
      error: (issue) => (DATE_TIME_PATTERN.test(String(issue.input)) ? realDateMessage : formatMessage),
    }),
  );
