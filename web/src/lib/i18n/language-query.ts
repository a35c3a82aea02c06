import { DEFAULT_LANGUAGE, type Language } from '../../../../shared/rules/languages';

/**
 * `?lang=` for a catalogue read in the page's language (issue 34): none in English, so an English page asks exactly
 * what it always asked and gets the same bytes back.
 */
export const languageQuery = (language: Language): { lang?: Language } =>
  language === DEFAULT_LANGUAGE ? {} : { lang: language };
