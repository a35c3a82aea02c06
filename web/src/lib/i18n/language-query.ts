import { DEFAULT_LANGUAGE, type Language } from '../../../../shared/rules/languages';

/**
 * `?lang=` for a catalogue read in the page's language (issue 34): none in English, so an English page asks exactly
 * what it always asked and gets the same bytes back.
 */
export const languageQuery = (language: Language): { lang?: Language } =>
  language === DEFAULT_LANGUAGE ? {} : { lang: language };

let requestLanguage: Language = DEFAULT_LANGUAGE;

/**
 * Makes every later API call ask for the server's refusals in `language` (decision 0098): the page's language, set
 * once at start (main.tsx), as a page keeps its language until it is loaded again.
 */
export function askInLanguage(language: Language): void {
  requestLanguage = language;
}

/** The `?lang=` every call of the API client adds: the same as a catalogue read's, so nothing on an English page. */
export const requestLanguageQuery = (): { lang?: Language } => languageQuery(requestLanguage);
