import { createContext, useContext, type ReactNode } from 'react';
import type { IntlShape } from 'react-intl';
import { DEFAULT_LANGUAGE, type Language } from '../../../../shared/rules/languages';
import { intlFor } from './catalogues';

interface PageLanguage {
  language: Language;
  intl: IntlShape;
}

/** English unless a provider says otherwise, so a part drawn on its own (a component test) speaks the spec's texts. */
const LanguageContext = createContext<PageLanguage>({ language: DEFAULT_LANGUAGE, intl: intlFor(DEFAULT_LANGUAGE) });

/** The page's language (from its path) and its texts, for everything below. */
export function LanguageProvider({ language, children }: { language: Language; children: ReactNode }) {
  return <LanguageContext.Provider value={{ language, intl: intlFor(language) }}>{children}</LanguageContext.Provider>;
}

/** The language the page is shown in. */
export const useLanguage = () => useContext(LanguageContext).language;

/** react-intl's formatter of the page's language. */
export const usePageIntl = () => useContext(LanguageContext).intl;
