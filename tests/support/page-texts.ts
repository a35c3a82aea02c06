import type { Language } from '../../shared/rules/languages';
import { intlFor, type MessageId } from '../../web/src/lib/i18n/catalogues';

/** A storefront text as a page in `language` shows it (the web's catalogues, formatted by react-intl as the page does). */
export const pageText = (language: Language, id: MessageId, values?: Record<string, string | number>): string =>
  intlFor(language).formatMessage({ id }, values);
