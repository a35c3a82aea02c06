import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, type Language } from './languages';

/**
 * The storefront's language is the path's first segment (issue 34, decision 0090): none for English (`/beard`),
 * `/si/...` and `/ta/...` for Sinhala and Tamil. The home page of a language is `/si` and `/ta`.
 */
const PREFIX = /^\/(si|ta)(?=\/|$)/;

/** The language a path is in: `/si/beard` -> `si`, `/beard` -> `en`. */
export function languageOfPath(path: string): Language {
  const match = PREFIX.exec(path)?.[1];
  return isLanguage(match) ? match : DEFAULT_LANGUAGE;
}

/** The path without its language: `/si/beard` -> `/beard`, `/si` -> `/`, `/beard` -> `/beard`. */
export function pathWithoutLanguage(path: string): string {
  const rest = path.replace(PREFIX, '');
  return rest === '' || rest.startsWith('?') ? `/${rest}` : rest;
}

/** The same page in another language: (`/si/beard`, `ta`) -> `/ta/beard`; (`/`, `si`) -> `/si`; (`/si`, `en`) -> `/`. */
export function pathInLanguage(path: string, language: Language): string {
  const bare = pathWithoutLanguage(path);
  if (language === DEFAULT_LANGUAGE) return bare;
  return bare === '/' || bare.startsWith('/?') ? `/${language}${bare.slice(1)}` : `/${language}${bare}`;
}

/** The router's base for a language: '' for English, `/si` or `/ta` (React Router's `basename`). */
export const languageBase = (language: Language) => (language === DEFAULT_LANGUAGE ? '' : `/${language}`);

/** The cookie that remembers a shopper's chosen language (values en/si/ta, path /, one year, SameSite=Lax). */
export const LANGUAGE_COOKIE = 'lang';
export const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** The language a Cookie header (or `document.cookie`) remembers, or null when it remembers none. */
export function languageOfCookie(cookie: string): Language | null {
  for (const part of cookie.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE && isLanguage(value)) return value;
  }
  return null;
}

export const languageCookieValue = (language: Language) =>
  `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; SameSite=Lax`;

export { LANGUAGES };
