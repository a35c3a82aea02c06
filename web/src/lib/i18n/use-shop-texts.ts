import { brandContentIn, type ShopTexts } from '../../../../shared/content/brand-content-translations';
import type { PolicyPage } from '../../../../shared/content/policies';
import { policiesIn } from '../../../../shared/content/policy-translations';
import type { Language } from '../../../../shared/rules/languages';
import { useLanguage } from './LanguageProvider';

const once = <T>(make: (language: Language) => T) => {
  const made = new Map<Language, T>();
  return (language: Language): T => {
    if (!made.has(language)) made.set(language, make(language));
    return made.get(language)!;
  };
};
const shopTextsIn = once(brandContentIn);
const policyPagesIn = once(policiesIn);

/**
 * What the shop says about itself (home, About, Contact) in the page's language, English per text where there is no
 * translation (decision 0087). Imported by those pages only, so the entry carries none of these words.
 */
export const useShopTexts = (): ShopTexts => shopTextsIn(useLanguage());

/** One policy page in the page's language. */
export const usePolicy = (path: PolicyPage['path']): PolicyPage =>
  policyPagesIn(useLanguage()).find((p) => p.path === path)!;
