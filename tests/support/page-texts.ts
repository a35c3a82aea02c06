import type { Language } from '../../shared/rules/languages';
import { intlFor, loadCatalogue, loadEnglishAreas, type MessageId } from '../../web/src/lib/i18n/catalogues';

// The Sinhala and Tamil texts, and English ones of checkout, account, orders and returns, are chunks the page fetches
// (decisions 0092, 0102); a test has them all from the start.
await Promise.all([loadCatalogue('si'), loadCatalogue('ta'), loadEnglishAreas()]);

/** A storefront text as a page in `language` shows it (the web's catalogues, formatted by react-intl as the page does). */
export const pageText = (language: Language, id: MessageId, values?: Record<string, string | number>): string =>
  intlFor(language).formatMessage({ id }, values);
