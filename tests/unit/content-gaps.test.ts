import { describe, expect, it } from 'vitest';
import {
  CONTENT_CATEGORIES,
  CONTENT_PAGES,
  contentGapSentences,
  contentGaps,
  untranslatedTexts,
} from '../../shared/content/content-gaps';
import { categoryHeaders, categoryHeadersIn } from '../../shared/content/category-content';
import { mergeTexts } from '../../shared/content/in-language';
import type { Language } from '../../shared/rules/languages';

/**
 * Issue 34 (decision 0094): the back-office's missing list also counts the categories and the shop's own pages that
 * show any English text in Sinhala or Tamil. They are code, so the count is what this code holds.
 */
describe('the categories and pages that lack a translation', () => {
  it('knows the four categories and the six pages of the shop’s own words', () => {
    expect(CONTENT_CATEGORIES.map((c) => c.name)).toEqual(['Beard', 'Hair', 'Accessories', 'Apparel']);
    expect(CONTENT_PAGES.map((p) => p.name)).toEqual([
      'Home',
      'About',
      'Contact',
      'Return Policy',
      'Privacy Policy',
      'Terms and Conditions',
    ]);
  });

  it('finds every category, About and Contact fully translated today', () => {
    const gaps = contentGaps();
    for (const language of ['si', 'ta'] as const) {
      expect(gaps[language].categories).toEqual([]);
      expect(gaps[language].pages).not.toContain('About');
      expect(gaps[language].pages).not.toContain('Contact');
    }
  });

  it('counts a category whose Sinhala title was removed, in Sinhala only, and says so', () => {
    const beard = CONTENT_CATEGORIES[0];
    const withoutSinhalaTitle = {
      name: beard.name,
      textsIn: (language: Language) =>
        language === 'si'
          ? { ...categoryHeadersIn('si').Beard, title: categoryHeaders.Beard.title }
          : categoryHeadersIn(language).Beard,
    };
    expect(untranslatedTexts(beard.textsIn('en'), withoutSinhalaTitle.textsIn('si'))).toBe(1);
    const gaps = contentGaps([withoutSinhalaTitle, ...CONTENT_CATEGORIES.slice(1)], []);
    expect(gaps).toEqual({ si: { categories: ['Beard'], pages: [] }, ta: { categories: [], pages: [] } });
    expect(contentGapSentences(gaps)).toEqual(['1 category has no full Sinhala translation: Beard']);
  });

  it('counts texts at any depth, and not ids, links, paths, addresses, e-mails or authors’ names', () => {
    const english = {
      id: 'x',
      title: 'About us',
      ctaPath: '/beard',
      media: { poster: '/media/a.webp', alt: 'A bottle' },
      email: 'hello@kesara.lk',
      address: { lines: ['No. 48, Ward Place'] },
      map: { linkUrl: 'https://www.openstreetmap.org/' },
      items: [{ author: 'Nimal', quote: 'Good oil' }, { quote: 'Fine balm' }],
    };
    expect(untranslatedTexts(english, english)).toBe(4);
    // What the page shows: the translation, English where it gives none.
    const shown = mergeTexts(english, { title: 'අපි ගැන', items: [{ quote: 'හොඳ තෙල්' }] });
    expect(untranslatedTexts(english, shown)).toBe(2);
    expect(
      contentGapSentences({ si: { categories: [], pages: [] }, ta: { categories: [], pages: ['A', 'B'] } }),
    ).toEqual(['2 pages have no full Tamil translation: A, B']);
  });
});
