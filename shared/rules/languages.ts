/** The shop's languages (issue 34): English, Sinhala and Tamil. English is the default and every text's fallback. */
export const LANGUAGES = ['en', 'si', 'ta'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE = 'en';

export const isLanguage = (x: unknown): x is Language =>
  typeof x === 'string' && (LANGUAGES as readonly string[]).includes(x);

/** The locale each language formats prices, dates and plurals with (Intl). */
export const LOCALES: Record<Language, string> = { en: 'en-LK', si: 'si-LK', ta: 'ta-LK' };
