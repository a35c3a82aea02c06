import type { PartialTexts } from '../../../../shared/content/in-language';
import type { ShopTexts } from '../../../../shared/content/shop-texts';
import type { Language } from '../../../../shared/rules/languages';

/**
 * The shop's own words in Sinhala and Tamil (home, About, Contact) are chunks of their own (decision 0092), fetched
 * with the page's code; this small module only keeps them, so the entry carries none of the shop's words.
 */
const LOADERS = {
  si: () => import('../../../../shared/content/brand-content-si').then((m) => m.shopTextsSi),
  ta: () => import('../../../../shared/content/brand-content-ta').then((m) => m.shopTextsTa),
};

const loaded = new Map<Language, PartialTexts<ShopTexts>>();

/** Fetches a language's words once; the start and the server's render await it before drawing. */
export async function loadShopWords(language: Language): Promise<void> {
  if (language !== 'en' && !loaded.has(language)) loaded.set(language, await LOADERS[language]());
}

/** A language's words as loaded (undefined for English, or before `loadShopWords`). */
export const shopWordsIn = (language: Language): PartialTexts<ShopTexts> | undefined => loaded.get(language);
