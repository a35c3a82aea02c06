/** The storefront's languages (issue 34, decision 0090): texts, prices and the page's language. */
export { LanguageProvider, useLanguage } from './LanguageProvider';
export { useDates, useMoney, useRichText, useText } from './use-text';
export { intlFor, loadCatalogue, loadEnglishAreas, type MessageId } from './catalogues';
export { useCheckTexts } from './check-texts';
