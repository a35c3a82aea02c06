import type { ReactNode } from 'react';
import { colomboDateTime, longDate, shortDate } from '../../../../shared/rules/dates';
import { formatLkr } from '../../../../shared/rules/money';
import { DEFAULT_LANGUAGE } from '../../../../shared/rules/languages';
import type { MessageId } from './catalogues';
import { useLanguage, usePageIntl } from './LanguageProvider';
import { colomboDay, writtenDateTime, writtenDay, writtenLongDate } from './written-dates';
import { writtenLkr } from './written-money';

type Values = Record<string, string | number>;

/** The page's text for an id, with its ICU arguments (plurals by the language's rules). */
export function useText(): (id: MessageId, values?: Values) => string {
  const intl = usePageIntl();
  return (id, values) => intl.formatMessage({ id }, values);
}

/**
 * A price in the page's language: English keeps the shop's `LKR 1,234.00` (the spec's form, pinned by tests);
 * Sinhala and Tamil their locale's own form (`රු. 12,345.50` in si-LK), written out as Intl writes it
 * (written-money.ts).
 */
export function useMoney(): (amount: number | string, currency?: string) => string {
  const intl = usePageIntl();
  const language = useLanguage();
  return (amount, currency = 'LKR') => {
    if (language === DEFAULT_LANGUAGE) return formatLkr(amount, currency);
    if ((currency || 'LKR') === 'LKR') return writtenLkr(language, Number(amount));
    return intl.formatNumber(Number(amount), { style: 'currency', currency });
  };
}

type RichValues = Record<string, ReactNode | ((chunks: ReactNode[]) => ReactNode)>;

/** The page's text for an id whose words wrap markup (`Code <b>{code}</b> applied`): each tag a function of its words. */
export function useRichText(): (id: MessageId, values: RichValues) => ReactNode {
  const intl = usePageIntl();
  return (id, values) => intl.formatMessage({ id }, values);
}

/**
 * Dates in the page's language: a day with its weekday and month named ("Tuesday, December 8" in English, as
 * before), the day of an instant in Colombo ("2 Dec 2026", as before) and the instant itself ("2 Dec 2026, 5:30 pm").
 * Sinhala and Tamil are written out as Intl writes them (written-dates.ts), so a page and a mail agree.
 */
export function useDates(): {
  longDate: (isoDate: string) => string;
  day: (at: Date | string) => string;
  dateTime: (at: Date | string) => string;
} {
  const language = useLanguage();
  return {
    longDate: (isoDate) => (language === DEFAULT_LANGUAGE ? longDate(isoDate) : writtenLongDate(language, isoDate)),
    day: (at) => (language === DEFAULT_LANGUAGE ? shortDate(at) : writtenDay(language, colomboDay(at), 'short')),
    dateTime: (at) => (language === DEFAULT_LANGUAGE ? colomboDateTime(at) : writtenDateTime(language, at)),
  };
}
