import { DEFAULT_LANGUAGE } from '../../../shared/rules/languages';
import { languageOfCookie, pathInLanguage } from '../../../shared/rules/language-paths';

/**
 * A shopper who chose Sinhala or Tamil and comes back to `/` is taken to that language's home (the `lang` cookie,
 * read here rather than by the server, so the HTML of `/` stays one cacheable page; decision 0090). True when the
 * browser is on its way there, so the app does not start on this page.
 */
export function goToRememberedLanguage(): boolean {
  if (window.location.pathname !== '/') return false;
  const remembered = languageOfCookie(document.cookie);
  if (!remembered || remembered === DEFAULT_LANGUAGE) return false;
  window.location.replace(pathInLanguage('/', remembered) + window.location.search);
  return true;
}
