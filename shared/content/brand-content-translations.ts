/**
 * What the shop says about itself (./brand-content.ts) in Sinhala and Tamil (issue 34): the home page (its
 * testimonials too: the customers' words, translated; their names stay as they wrote them), About and Contact. A
 * text left out is shown in English (decision 0087); paths, numbers and ids are never translated. The words are in
 * ./brand-content-si.ts and ./brand-content-ta.ts, chunks of their own for the browser (decision 0092).
 */
import type { Language } from '../rules/languages';
import { shopTextsSi } from './brand-content-si';
import { shopTextsTa } from './brand-content-ta';
import { contentIn, type ContentTranslations } from './in-language';
import { shopTexts, type ShopTexts } from './shop-texts';

export type { ShopTexts };

const translations: ContentTranslations<ShopTexts> = { si: shopTextsSi, ta: shopTextsTa };

/** The home page's, About's and Contact's texts in `language`, English where a text has no translation. */
export const brandContentIn = (language: Language): ShopTexts => contentIn(shopTexts, translations, language);
