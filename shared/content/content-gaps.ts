import type { Category } from '../rules/catalogue';
import { CATEGORIES } from '../rules/catalogue';
import { LANGUAGE_NAMES, TRANSLATED_LANGUAGES, type TranslatedLanguage } from '../rules/translations';
import { brandContentIn, type ShopTexts } from './brand-content-translations';
import { categoryHeadersIn } from './category-content';
import { policiesIn } from './policy-translations';

/**
 * The shop's own texts that have translations in code (issue 34, decision 0094): the categories' headers and its
 * pages. A text counts as untranslated when the page in that language shows the English one (decision 0087's
 * fallback), so removing a translation shows here at once.
 */

/**
 * Values that are not words and stay as they are in every language: ids, e-mail addresses, the postal address and
 * the names of the people who wrote the testimonials. Links and web paths are left out by their value.
 */
const NOT_WORDS = new Set(['id', 'email', 'supportEmail', 'address', 'author']);

const isWords = (text: string) => /\p{L}/u.test(text) && !/^(\/|https?:)/.test(text);

/** How many of `english`'s texts `translated` shows in English, at any depth. */
export function untranslatedTexts(english: unknown, translated: unknown): number {
  if (typeof english === 'string') return english === translated && isWords(english) ? 1 : 0;
  if (Array.isArray(english))
    return english.reduce<number>(
      (n, item, i) => n + untranslatedTexts(item, Array.isArray(translated) ? translated[i] : undefined),
      0,
    );
  if (english && typeof english === 'object')
    return Object.entries(english).reduce<number>(
      (n, [key, value]) =>
        NOT_WORDS.has(key) ? n : n + untranslatedTexts(value, (translated as Record<string, unknown>)?.[key]),
      0,
    );
  return 0;
}

/** The pages of the shop's own words and the parts of them each shows. */
const PAGE_PARTS: Record<string, Array<keyof ShopTexts>> = {
  Home: ['hero', 'brandStory', 'benefits', 'campaign', 'claims', 'testimonials'],
  About: ['founderStory', 'vision', 'mission'],
  Contact: ['contact'],
};

/** One page or category and its texts in a language. */
interface ContentItem {
  name: string;
  textsIn: (language: 'en' | TranslatedLanguage) => unknown;
}

const pick = (texts: ShopTexts, parts: Array<keyof ShopTexts>) => parts.map((p) => texts[p]);

export const CONTENT_PAGES: ContentItem[] = [
  ...Object.entries(PAGE_PARTS).map(([name, parts]) => ({
    name,
    textsIn: (language: 'en' | TranslatedLanguage) => pick(brandContentIn(language), parts),
  })),
  ...policiesIn('en').map((page, i) => ({
    name: page.title,
    textsIn: (language: 'en' | TranslatedLanguage) => policiesIn(language)[i],
  })),
];

export const CONTENT_CATEGORIES: ContentItem[] = CATEGORIES.map((category: Category) => ({
  name: category,
  textsIn: (language: 'en' | TranslatedLanguage) => categoryHeadersIn(language)[category],
}));

/** The names of the items with any text untranslated in `language`. */
export const incompleteIn = (items: ContentItem[], language: TranslatedLanguage): string[] =>
  items.filter((item) => untranslatedTexts(item.textsIn('en'), item.textsIn(language)) > 0).map((i) => i.name);

/** Per language, the categories and pages that show any English text. */
export type ContentGaps = Record<TranslatedLanguage, { categories: string[]; pages: string[] }>;

export function contentGaps(
  categories: ContentItem[] = CONTENT_CATEGORIES,
  pages: ContentItem[] = CONTENT_PAGES,
): ContentGaps {
  return Object.fromEntries(
    TRANSLATED_LANGUAGES.map((l) => [l, { categories: incompleteIn(categories, l), pages: incompleteIn(pages, l) }]),
  ) as ContentGaps;
}

/** The back-office's sentences: "1 category has no full Sinhala translation: Beard". */
export function contentGapSentences(gaps: ContentGaps): string[] {
  return TRANSLATED_LANGUAGES.flatMap((language) =>
    (['categories', 'pages'] as const).flatMap((kind) => {
      const names = gaps[language][kind];
      if (names.length === 0) return [];
      const noun = kind === 'categories' ? ['category', 'categories'] : ['page', 'pages'];
      const subject = names.length === 1 ? `1 ${noun[0]} has` : `${names.length} ${noun[1]} have`;
      return [`${subject} no full ${LANGUAGE_NAMES[language]} translation: ${names.join(', ')}`];
    }),
  );
}
