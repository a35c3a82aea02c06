import { SHOP_TIME_ZONE, shortDate } from '../../../../shared/rules/dates';
import { useLanguage, usePageIntl } from './LanguageProvider';

/** "28 Sep 2025" (the shop's `shortDate`) in English; the same day, month and year in the page's language elsewhere. */
export function useShortDate(): (at: Date | string) => string {
  const intl = usePageIntl();
  const english = useLanguage() === 'en';
  return (at) =>
    english
      ? shortDate(at)
      : intl.formatDate(new Date(at), { timeZone: SHOP_TIME_ZONE, day: 'numeric', month: 'short', year: 'numeric' });
}
