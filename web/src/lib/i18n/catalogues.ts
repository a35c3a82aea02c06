import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import { LOCALES, type Language } from '../../../../shared/rules/languages';
import { en, type MessageId, type Messages } from './messages/en';
import { si } from './messages/si';
import { ta } from './messages/ta';

export type { MessageId };

/** Every language's texts; the catalogues are small, so all three travel in the entry (decision 0090). */
export const CATALOGUES: Readonly<Record<Language, Messages>> = { en, si, ta };

const cache = createIntlCache();
const made = new Map<Language, IntlShape>();

/** react-intl's formatter for a language outside React (the server's page heads), made once per language. */
export function intlFor(language: Language): IntlShape {
  let intl = made.get(language);
  if (!intl) {
    intl = createIntl({ locale: LOCALES[language], defaultLocale: LOCALES.en, messages: CATALOGUES[language] }, cache);
    made.set(language, intl);
  }
  return intl;
}
