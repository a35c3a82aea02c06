import type { Language } from '../../shared/rules/languages';
import { intlFor, loadCatalogue, type MessageId } from '../../web/src/lib/i18n/catalogues';

// The Sinhala and Tamil texts are chunks the page fetches (decision 0092); a test has them all from the start.
await Promise.all([loadCatalogue('si'), loadCatalogue('ta')]);

/** A storefront text as a page in `language` shows it (the web's catalogues, formatted by react-intl as the page does). */
export const pageText = (language: Language, id: MessageId, values?: Record<string, string | number>): string =>
  intlFor(language).formatMessage({ id }, values);
