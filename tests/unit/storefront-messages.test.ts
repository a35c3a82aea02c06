import { beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../shared/rules/languages';
import { intlFor, loadCatalogue, loadEnglishAreas } from '../../web/src/lib/i18n/catalogues';
import { en as enOfPublicPages } from '../../web/src/lib/i18n/messages/en';
import { enAreas } from '../../web/src/lib/i18n/messages/en-areas';
import { si } from '../../web/src/lib/i18n/messages/si';
import { ta } from '../../web/src/lib/i18n/messages/ta';

const words = (chunks: string[]) => chunks.join('');
const SAMPLE = {
  ...{ count: 2, shown: 3, total: 7, category: 'X', price: 'P', name: 'N', tagline: 'T', query: 'Q' },
  ...{ option: 'O', rating: 4, max: 5, thousands: '1.2', label: 'L', title: 'T', author: 'A', stars: 3 },
  ...{ page: 1, index: 1, address: 'D' },
  ...{ code: 'C', date: 'D', link: 'L', where: 'guest', b: words, a: words },
  ...{ step: 1, email: 'E', language: 'L', progress: 50, number: 'O', courier: 'K', reason: 'R', id: 3 },
  ...{ reference: 'F', received: 2, left: 1 },
};

/** Every English text: the public pages' and the areas' chunk (decision 0102). */
const en = { ...enOfPublicPages, ...enAreas };

beforeAll(() => Promise.all([loadCatalogue('si'), loadCatalogue('ta'), loadEnglishAreas()]));

describe("the storefront's message catalogues (issue 34)", () => {
  it('every text of every language is a valid ICU message, and Sinhala and Tamil are written, not English copies', () => {
    for (const language of LANGUAGES) {
      const intl = intlFor(language);
      for (const id of Object.keys(en) as Array<keyof typeof en>) {
        const text = intl.formatMessage({ id }, SAMPLE);
        expect(text, `${language} ${id}`).not.toBe('');
        expect(text, `${language} ${id}`).not.toBe(id);
      }
    }
    const copied = (Object.keys(en) as Array<keyof typeof en>).filter((id) => si[id] === en[id] || ta[id] === en[id]);
    expect(copied).toEqual([]);
  });

  it("counts by each language's plural rules", () => {
    const units = (language: (typeof LANGUAGES)[number], count: number) =>
      intlFor(language).formatMessage({ id: 'nav.cartUnits' }, { count });
    expect([units('en', 1), units('en', 2)]).toEqual(['1 item', '2 items']);
    expect([units('si', 1), units('si', 3)]).toEqual(['භාණ්ඩ එකක්', 'භාණ්ඩ 3ක්']);
    expect([units('ta', 1), units('ta', 2)]).toEqual(['1 பொருள்', '2 பொருட்கள்']);
    const showing = (language: (typeof LANGUAGES)[number], total: number) =>
      intlFor(language).formatMessage({ id: 'category.showing' }, { shown: 1, total });
    expect(showing('en', 1)).toBe('Showing 1 of 1 products');
    expect(showing('si', 1)).toBe('නිෂ්පාදන එකකින් 1ක් පෙන්වයි');
    expect(showing('ta', 5)).toBe('5 பொருட்களில் 1 காட்டப்படுகிறது');
  });

  it('says none as a number: Sinhala\'s "one" category also holds 0, so its "one" words are for exactly 1', () => {
    const say = (id: 'nav.cartUnits' | 'search.found' | 'category.showing', values: Record<string, string | number>) =>
      intlFor('si').formatMessage({ id }, values);
    expect(say('nav.cartUnits', { count: 0 })).toBe('භාණ්ඩ 0ක්');
    expect(say('search.found', { count: 0, query: 'Q' })).toBe('"Q" සඳහා නිෂ්පාදන 0ක් හමු විය');
    expect(say('category.showing', { total: 0, shown: 0 })).toBe('නිෂ්පාදන 0කින් 0ක් පෙන්වයි');
  });
});
