import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import { LOCALES, type Language } from '../../../../shared/rules/languages';
import { en, type MessageId, type Messages } from './messages/en';

export type { MessageId };

/**
 * Sinhala and Tamil texts are chunks of their own (decision 0092): an English page carries English only, and a
 * Sinhala page fetches its texts with its page code, before the app draws (`loadCatalogue`).
 */
const LOADERS: Readonly<Record<Exclude<Language, 'en'>, () => Promise<Messages>>> = {
  si: () => import('./messages/si').then((m) => m.si),
  ta: () => import('./messages/ta').then((m) => m.ta),
};

/** English starts with the public pages' texts; `loadEnglishAreas` adds the rest into the same object. */
const loaded: Partial<Record<Language, Messages>> = { en: { ...en } as Messages };

let englishAreas: Promise<void> | undefined;

/**
 * The English texts of checkout, account, orders and returns (decision 0102), fetched once and added to the English
 * catalogue in place, so the formatters made from it (React's and `intlFor`'s) find them from then on. The pages that
 * show them await it before they are drawn.
 */
export function loadEnglishAreas(): Promise<void> {
  englishAreas ??= import('./messages/en-areas').then(
    ({ enAreas }) => void Object.assign(loaded.en!, enAreas),
    (error: unknown) => {
      englishAreas = undefined;
      throw error;
    },
  );
  return englishAreas;
}

/** The language's texts, fetched once; the browser's start and the server's render await it before drawing. */
export async function loadCatalogue(language: Language): Promise<void> {
  if (language !== 'en') loaded[language] ??= await LOADERS[language]();
}

const cache = createIntlCache();
const made = new Map<Language, IntlShape>();

/** react-intl's formatter for a language outside React (the server's page heads), made once per language. */
export function intlFor(language: Language): IntlShape {
  let intl = made.get(language);
  if (!intl) {
    const messages = loaded[language];
    if (!messages) throw new Error(`The ${language} texts are not loaded: await loadCatalogue('${language}') first`);
    intl = createIntl({ locale: LOCALES[language], defaultLocale: LOCALES.en, messages }, cache);
    made.set(language, intl);
  }
  return intl;
}
