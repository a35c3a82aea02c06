/** Dates as the shop's customers read them: in the Asia/Colombo time zone. */
export const SHOP_TIME_ZONE = 'Asia/Colombo';

/**
 * A date format made on its first use and kept: making an `Intl.DateTimeFormat` costs far more than formatting with
 * one, and lists, exports and figures format a date per row.
 */
function formatOnce(locale: string, options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let format: Intl.DateTimeFormat | undefined;
  return () => (format ??= new Intl.DateTimeFormat(locale, options));
}

const colomboDayFormat = formatOnce('en-CA', {
  timeZone: SHOP_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
/** The calendar date (YYYY-MM-DD) in Colombo of an instant. */
export function colomboDate(at: Date): string {
  return colomboDayFormat().format(at);
}

/** Today in Colombo plus `days` calendar days, as YYYY-MM-DD. */
export function colomboDatePlusDays(now: Date, days: number): string {
  const [y, m, d] = colomboDate(now).split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

const longDateFormat = formatOnce('en-US', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric' });
/** "Monday, October 6" for a YYYY-MM-DD date. */
export function longDate(isoDate: string): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  return longDateFormat().format(new Date(Date.UTC(y, m - 1, d)));
}

const shortDateFormat = formatOnce('en-GB', {
  timeZone: SHOP_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});
/** "28 Sep 2025" for an instant, in Colombo (admin lists). */
export function shortDate(at: Date | string): string {
  return shortDateFormat().format(new Date(at));
}

/** An instant as the shop's clock shows it: day, short month, year, and the time on a 12-hour clock, in Colombo. */
export const COLOMBO_DATE_TIME: Intl.DateTimeFormatOptions = {
  timeZone: SHOP_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  // Not `hour12: true`: for a locale whose clock is 24-hour (en-GB, si, ta) that is the h11 cycle, "0:30 pm" at noon.
  hourCycle: 'h12',
};

const colomboDateTimeFormat = formatOnce('en-GB', COLOMBO_DATE_TIME);
/** "1 Dec 2026, 4:25 pm" for an instant, in Colombo (a bank transfer's pay-by time). */
export function colomboDateTime(at: Date | string): string {
  return colomboDateTimeFormat().format(new Date(at));
}

/** A YYYY-MM-DD date plus (or minus) whole days. */
export function addDays(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The instant a Colombo calendar day starts. Sri Lanka has kept UTC+05:30, without daylight saving, since 2006. */
export function colomboDayStart(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00+05:30`);
}

const dayTextFormats = {
  day: formatOnce('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' }),
  'day-month': formatOnce('en-GB', { timeZone: 'UTC', day: '2-digit', month: 'short' }),
  'month-year': formatOnce('en-GB', { timeZone: 'UTC', month: 'short', year: 'numeric' }),
};
/** "6 Oct 2025" for a YYYY-MM-DD date (the same style as `shortDate`). */
export function dayText(isoDate: string, style: keyof typeof dayTextFormats = 'day'): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  return dayTextFormats[style]().format(new Date(Date.UTC(y, m - 1, d)));
}

/** A calendar day as the forms send it: YYYY-MM-DD. */
export const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A YYYY-MM-DD day that the calendar has (not 2026-02-31, nor month 13). */
export function isRealDay(day: string): boolean {
  const parts = DAY_PATTERN.exec(day);
  if (!parts) return false;
  const [, year, month, date] = parts.map(Number);
  const utc = new Date(Date.UTC(year, month - 1, date));
  return utc.getUTCFullYear() === year && utc.getUTCMonth() === month - 1 && utc.getUTCDate() === date;
}

/**
 * An ISO 8601 date-time with its zone, as an API takes an instant: the day, `T`, hours and minutes, optional seconds
 * and their fraction, then `Z` or an offset (2026-03-01T09:00:00.000Z, 2026-03-01T09:00+05:30). Without a zone the
 * instant would depend on where it is read.
 */
export const DATE_TIME_PATTERN =
  /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-](\d{2}):(\d{2}))$/;

/** A DATE_TIME_PATTERN text whose day the calendar has and whose time and offset a clock shows (not 24:00 or 10:60). */
export function isRealDateTime(text: string): boolean {
  const parts = DATE_TIME_PATTERN.exec(text);
  if (!parts) return false;
  const [, day, hours, minutes, seconds = '0', offsetHours = '0', offsetMinutes = '0'] = parts;
  return (
    isRealDay(day) &&
    Number(hours) <= 23 &&
    Number(minutes) <= 59 &&
    Number(seconds) <= 59 &&
    Number(offsetHours) <= 23 &&
    Number(offsetMinutes) <= 59
  );
}
