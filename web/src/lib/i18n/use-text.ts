import type { ReactNode } from 'react';
import { colomboDateTime, SHOP_TIME_ZONE, shortDate } from '../../../../shared/rules/dates';
import { longDateIn } from '../../../../shared/rules/language-formats';
import { formatLkr } from '../../../../shared/rules/money';
import { DEFAULT_LANGUAGE } from '../../../../shared/rules/languages';
import type { MessageId } from './catalogues';
import { useLanguage, usePageIntl } from './LanguageProvider';

type Values = Record<string, string | number>;

/** The page's text for an id, with its ICU arguments (plurals by the language's rules). */
export function useText(): (id: MessageId, values?: Values) => string {
  const intl = usePageIntl();
  return (id, values) => intl.formatMessage({ id }, values);
}

/**
 * A price in the page's language: English keeps the shop's `LKR 1,234.00` (the spec's form, pinned by tests);
 * Sinhala and Tamil take their locale's own form from Intl (`රු. 12,345.50` in si-LK).
 */
export function useMoney(): (amount: number | string, currency?: string) => string {
  const intl = usePageIntl();
  const language = useLanguage();
  return (amount, currency = 'LKR') =>
    language === DEFAULT_LANGUAGE
      ? formatLkr(amount, currency)
      : intl.formatNumber(Number(amount), { style: 'currency', currency: currency || 'LKR' });
}

type RichValues = Record<string, ReactNode | ((chunks: ReactNode[]) => ReactNode)>;

/** The page's text for an id whose words wrap markup (`Code <b>{code}</b> applied`): each tag a function of its words. */
export function useRichText(): (id: MessageId, values: RichValues) => ReactNode {
  const intl = usePageIntl();
  return (id, values) => intl.formatMessage({ id }, values);
}

/**
 * Dates in the page's language from Intl: a day with its weekday and month named ("Tuesday, December 8" in English,
 * as before), the day of an instant in Colombo ("2 Dec 2026", as before) and the instant itself ("2 Dec 2026, 5:30 pm").
 */
export function useDates(): {
  longDate: (isoDate: string) => string;
  day: (at: Date | string) => string;
  dateTime: (at: Date | string) => string;
} {
  const intl = usePageIntl();
  const language = useLanguage();
  return {
    longDate: (isoDate) => longDateIn(language, isoDate),
    day: (at) =>
      language === DEFAULT_LANGUAGE
        ? shortDate(at)
        : intl.formatDate(new Date(at), { timeZone: SHOP_TIME_ZONE, day: 'numeric', month: 'short', year: 'numeric' }),
    dateTime: (at) =>
      language === DEFAULT_LANGUAGE
        ? colomboDateTime(at)
        : intl.formatDate(new Date(at), {
            timeZone: SHOP_TIME_ZONE,
            day: 'numeric',
            month: 'short',
            year: 'numeric',
            hour: 'numeric',
            minute: '2-digit',
          }),
  };
}
