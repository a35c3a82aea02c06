import { brandContentIn, type ShopTexts } from '../../../../shared/content/brand-content-translations';
import { useLanguage } from './LanguageProvider';
import { oncePerLanguage } from './once-per-language';

const shopTextsIn = oncePerLanguage(brandContentIn);

/**
 * What the shop says about itself (home, About, Contact) in the page's language, English per text where there is no
 * translation (decision 0087). Imported by those pages only, so the entry carries none of these words.
 */
export const useShopTexts = (): ShopTexts => shopTextsIn(useLanguage());
