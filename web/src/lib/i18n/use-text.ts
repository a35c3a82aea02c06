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
