import { useLocation } from 'react-router-dom';
import { LANGUAGES, type Language } from '../../../shared/rules/languages';
import { languageCookieValue, pathInLanguage } from '../../../shared/rules/language-paths';
import { useLanguage, useText } from '../lib/i18n';
import './language-switch.css';

/** Each language's name in its own script, as a shopper who reads it looks for it. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', si: 'සිංහල', ta: 'தமிழ்' };

/**
 * The same page in the other languages. Plain links: another language is another drawn page (its own HTML, `lang`
 * and font), so the browser loads it; the press remembers the choice in the `lang` cookie for the next visit to `/`.
 */
export function LanguageSwitch() {
  const current = useLanguage();
  const text = useText();
  const { pathname, search } = useLocation();
  return (
    <nav className="language-switch" aria-label={text('language.label')}>
      <ul>
        {LANGUAGES.map((language) => (
          <li key={language}>
            {language === current ? (
              <span lang={language} aria-current="page">
                {LANGUAGE_NAMES[language]}
              </span>
            ) : (
              <a
                href={pathInLanguage(pathname + search, language)}
                hrefLang={language}
                lang={language}
                onClick={() => (document.cookie = languageCookieValue(language))}
              >
                {LANGUAGE_NAMES[language]}
              </a>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
