/** Dates as the shop's customers read them: in the Asia/Colombo time zone. */
export const SHOP_TIME_ZONE = 'Asia/Colombo';

/** The calendar date (YYYY-MM-DD) in Colombo of an instant. */
export function colomboDate(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/** Today in Colombo plus `days` calendar days, as YYYY-MM-DD. */
export function colomboDatePlusDays(now: Date, days: number): string {
  const [y, m, d] = colomboDate(now).split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** "Monday, October 6" for a YYYY-MM-DD date. */
export function longDate(isoDate: string): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  return new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric' }).format(new Date(Date.UTC(y, m - 1, d)));
}

/** "28 Sep 2025" for an instant, in Colombo (admin lists). */
export function shortDate(at: Date | string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone: SHOP_TIME_ZONE, day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(at));
}
