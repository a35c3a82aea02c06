import { mergeTexts } from '../../../../shared/content/in-language';
import { shopTexts, type ShopTexts } from '../../../../shared/content/shop-texts';
import type { Language } from '../../../../shared/rules/languages';
import { useLanguage } from './LanguageProvider';
import { shopWordsIn } from './shop-words';

const merged = new Map<Language, ShopTexts>([['en', shopTexts]]);

/**
 * What the shop says about itself (home, About, Contact) in the page's language, English per text where there is no
 * translation (decision 0087). Imported by those pages only, so the entry carries none of these words.
 */
export function useShopTexts(): ShopTexts {
  const language = useLanguage();
  let texts = merged.get(language);
  if (!texts) {
    const words = shopWordsIn(language);
    if (!words) throw new Error(`The shop's ${language} words are not loaded: await loadLanguage('${language}') first`);
    texts = mergeTexts(shopTexts, words);
    merged.set(language, texts);
  }
  return texts;
}
