import { describe, expect, it } from 'vitest';
import { seedCatalogue } from '../../infra/local/seed/catalogue';
import { seedTranslations } from '../../infra/local/seed/catalogue-translations';
import { TRANSLATION_LIMITS } from '../../shared/validation/translations';
import { fitsLetters } from '../../shared/text/letters';

/** Letters of a script, and what is allowed beside them in a translated text (digits, units, the brand's name). */
const SCRIPTS = { si: /[\u0d80-\u0dff]/gu, ta: /[\u0b80-\u0bff]/gu } as const;
const LATIN = /[A-Za-z]/g;

describe('the seeded catalogue in Sinhala and Tamil (issue 34)', () => {
  it('has a translation for every seeded product, and none for a product the seed does not have', () => {
    expect(Object.keys(seedTranslations).sort()).toEqual(seedCatalogue.map((p) => p.key).sort());
  });

  it('gives every product a name and a description in both languages, written in their own script', () => {
    for (const product of seedCatalogue)
      for (const language of ['si', 'ta'] as const) {
        const texts = seedTranslations[product.key][language];
        for (const field of ['name', 'description'] as const) {
          const text = texts[field];
          const own = text.match(SCRIPTS[language])?.length ?? 0;
          const latin = text.match(LATIN)?.length ?? 0;
          expect(own, `${product.key} ${language} ${field}`).toBeGreaterThan(latin);
          expect(fitsLetters(text, TRANSLATION_LIMITS[field])).toBe(true);
          expect(text).toBe(text.normalize('NFC'));
          expect(text).not.toBe(product[field]);
        }
        // The other script never slips in.
        expect(JSON.stringify(texts)).not.toMatch(SCRIPTS[language === 'si' ? 'ta' : 'si']);
      }
  });

  it('keeps the Latin brand name where the English name has it', () => {
    for (const product of seedCatalogue.filter((p) => p.name.includes('Kesara')))
      for (const language of ['si', 'ta'] as const)
        expect(seedTranslations[product.key][language].name).toContain('Kesara');
  });
});
