/** Dates as the shop's customers read them: in the Asia/Colombo time zone. */
export const SHOP_TIME_ZONE = 'Asia/Colombo';

/** The calendar date (YYYY-MM-DD) in Colombo of an instant. */
export function colomboDate(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: SHOP_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/** Today in Colombo plus `days` calendar days, as YYYY-MM-DD. */
export function colomboDatePlusDays(now: Date, days: number): string {
  const [y, m, d] = colomboDate(now).split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** "Monday, October 6" for a YYYY-MM-DD date. */
export function longDate(isoDate: string): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  return new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric' }).format(
    new Date(Date.UTC(y, m - 1, d)),
  );
}

/** "28 Sep 2025" for an instant, in Colombo (admin lists). */
export function shortDate(at: Date | string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: SHOP_TIME_ZONE,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  }).format(new Date(at));
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

/** "6 Oct 2025" for a YYYY-MM-DD date (the same style as `shortDate`). */
export function dayText(isoDate: string, style: 'day' | 'day-month' | 'month-year' = 'day'): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  const options: Intl.DateTimeFormatOptions =
    style === 'day'
      ? { day: 'numeric', month: 'short', year: 'numeric' }
      : style === 'day-month'
        ? { day: '2-digit', month: 'short' }
        : { month: 'short', year: 'numeric' };
  return new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', ...options }).format(new Date(Date.UTC(y, m - 1, d)));
}
