import { COLOMBO_DATE_TIME, colomboDateTime, longDate } from './dates';
import { LOCALES, type Language } from './languages';
import { formatLkr, fromCents } from './money';

/**
 * Money and dates in a language's own form (issue 34), from `Intl`: Sinhala `රු. 12,345.50` (si-LK), Tamil as
 * Node's ICU writes it for ta-LK (`Rs. 12,345.50`). English stays the shop's `LKR 12,345.50` and "Monday, October 6",
 * as every English mail and SMS has always said.
 */
export function moneyIn(language: Language, cents: number): string {
  if (language === 'en') return formatLkr(fromCents(cents));
  return new Intl.NumberFormat(LOCALES[language], { style: 'currency', currency: 'LKR' }).format(fromCents(cents));
}

/** A YYYY-MM-DD day with its weekday and month named in `language` ("උඳුවප් 5 සෙනසුරාදා"). */
export function longDateIn(language: Language, isoDate: string): string {
  if (language === 'en') return longDate(isoDate);
  const [y, m, d] = isoDate.split('-').map(Number);
  return new Intl.DateTimeFormat(LOCALES[language], {
    timeZone: 'UTC',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
  }).format(new Date(Date.UTC(y, m - 1, d)));
}

/**
 * A moment as the shop's clock shows it, in `language`'s own words ("2026 උඳුවප් 1, ප.ව. 4.25"); English keeps the
 * shop's "1 Dec 2026, 4:25 pm".
 */
export function dateTimeIn(language: Language, at: Date | string): string {
  if (language === 'en') return colomboDateTime(at);
  return new Intl.DateTimeFormat(LOCALES[language], COLOMBO_DATE_TIME).format(new Date(at));
}
