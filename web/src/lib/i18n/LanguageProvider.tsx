import { createContext, useContext, type ReactNode } from 'react';
import type { IntlShape } from 'react-intl';
import { DEFAULT_LANGUAGE, type Language } from '../../../../shared/rules/languages';
import { intlFor } from './catalogues';

interface PageLanguage {
  language: Language;
  intl: IntlShape;
}

/**
 * English unless a provider says otherwise, so a part drawn on its own (a component test) speaks the spec's texts.
 * English's formatter is made only when such a part asks for it: made as the default value, it was made while the
 * app's modules were evaluated, on every page, Sinhala and Tamil ones too (decision 0119).
 */
const LanguageContext = createContext<PageLanguage | null>(null);

/** The page's language (from its path) and its texts, for everything below. */
export function LanguageProvider({ language, children }: { language: Language; children: ReactNode }) {
  return <LanguageContext.Provider value={{ language, intl: intlFor(language) }}>{children}</LanguageContext.Provider>;
}

/** The language the page is shown in. */
export const useLanguage = () => useContext(LanguageContext)?.language ?? DEFAULT_LANGUAGE;

/** react-intl's formatter of the page's language. */
export const usePageIntl = () => useContext(LanguageContext)?.intl ?? intlFor(DEFAULT_LANGUAGE);
