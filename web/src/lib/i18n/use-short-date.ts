import { shortDate } from '../../../../shared/rules/dates';
import { useLanguage } from './LanguageProvider';
import { colomboDay, writtenDay } from './written-dates';

/** "28 Sep 2025" (the shop's `shortDate`) in English; the same Colombo day written in the page's language elsewhere. */
export function useShortDate(): (at: Date | string) => string {
  const language = useLanguage();
  return (at) => (language === 'en' ? shortDate(at) : writtenDay(language, colomboDay(at), 'short'));
}
