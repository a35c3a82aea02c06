import type { Language } from '../../../../shared/rules/languages';
import { loadCatalogue } from './catalogues';
import { loadShopWords } from './shop-words';

/** A page's texts and the shop's words in its language, before it is drawn (English ones are in the entry). */
export const loadLanguage = (language: Language): Promise<unknown> =>
  Promise.all([loadCatalogue(language), loadShopWords(language)]);
