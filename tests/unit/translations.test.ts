import { describe, expect, it } from 'vitest';
import { categoryHeaders, categoryHeadersIn, categoryNameIn } from '../../shared/content/category-content';
import { mergeTexts } from '../../shared/content/in-language';
import { CATEGORIES } from '../../shared/rules/catalogue';
import { missingSentences, missingTranslations, textsIn, withoutBlanks } from '../../shared/rules/translations';
import { readTranslations, translationMessages } from '../../shared/validation/translations';

const english = { name: 'Sandalwood Beard Oil', description: 'Our signature oil.', price: 2450 };

describe('translated texts fall back to English per field (issue 34, decision 0087)', () => {
  it('gives each field in the language where it is translated, English where it is not', () => {
    const translations = { si: { name: 'සඳුන් රැවුල් තෙල්' }, ta: { description: 'எங்கள் சிறப்பு எண்ணெய்.' } };
    expect(textsIn(english, translations, 'si')).toEqual({ ...english, name: 'සඳුන් රැවුල් තෙල්' });
    expect(textsIn(english, translations, 'ta')).toEqual({ ...english, description: 'எங்கள் சிறப்பு எண்ணெய்.' });
    expect(textsIn(english, translations, 'en')).toBe(english);
    expect(textsIn(english, undefined, 'si')).toEqual(english);
  });

  it('treats an empty translation as none', () => {
    expect(textsIn(english, { si: { name: '' } }, 'si').name).toBe('Sandalwood Beard Oil');
  });

  it('keeps no blank text or empty language', () => {
    expect(withoutBlanks({ si: { name: '  ', description: ' විස්තරය ' }, ta: { name: '' } })).toEqual({
      si: { description: 'විස්තරය' },
    });
  });

  it('merges content field by field and item by item, never replacing what is not a text', () => {
    const page = { title: 'About', hero: true, paragraphs: ['One', 'Two'], items: [{ id: 'a', text: 'A' }] };
    const merged = mergeTexts(page, {
      title: 'අප ගැන',
      hero: false,
      paragraphs: [undefined, 'දෙක'],
      items: [{ id: 'x' }],
    });
    expect(merged).toEqual({
      title: 'අප ගැන',
      hero: true,
      paragraphs: ['One', 'දෙක'],
      items: [{ id: 'a', text: 'A' }],
    });
  });

  it('has every category named and described in Sinhala and Tamil', () => {
    for (const language of ['si', 'ta'] as const) {
      const headers = categoryHeadersIn(language);
      for (const c of CATEGORIES) {
        expect(headers[c].title).not.toBe(categoryHeaders[c].title);
        expect(headers[c].tagline).not.toBe(categoryHeaders[c].tagline);
        expect(headers[c].eyebrow).not.toBe(categoryHeaders[c].eyebrow);
        expect(headers[c].hero).toBe(categoryHeaders[c].hero);
      }
    }
    expect(categoryNameIn('Beard', 'si')).toBe('රැවුල');
    expect(categoryNameIn('Beard', 'ta')).toBe('தாடி');
    expect(categoryNameIn('Beard', 'en')).toBe('Beard');
  });
});

describe('the product form field `translations`', () => {
  it('is absent: keep what is stored; blank: remove them all', () => {
    expect(readTranslations(undefined)).toEqual({});
    expect(readTranslations(' ')).toEqual({ value: {} });
    expect(readTranslations('{}')).toEqual({ value: {} });
  });

  it('reads Sinhala and Tamil names and descriptions, trimmed, without blanks', () => {
    const sent = JSON.stringify({ si: { name: ' සඳුන් තෙල් ', description: '' }, ta: { description: 'விளக்கம்' } });
    expect(readTranslations(sent)).toEqual({ value: { si: { name: 'සඳුන් තෙල්' }, ta: { description: 'விளக்கம்' } } });
  });

  it('refuses other languages, other fields, non-text and text over the English limits, under dotted keys', () => {
    expect(readTranslations('not json').errors).toEqual({ translations: [translationMessages.shape] });
    expect(readTranslations('[]').errors).toEqual({ translations: [translationMessages.shape] });
    expect(readTranslations(JSON.stringify({ fr: { name: 'Huile' } })).errors).toEqual({
      translations: [translationMessages.language],
    });
    const wrong = JSON.stringify({
      si: { title: 'x', name: 5 },
      ta: { name: 'த'.repeat(256), description: 'விளக்கம்'.repeat(2000) },
    });
    expect(readTranslations(wrong).errors).toEqual({
      'translations.si.title': [translationMessages.field],
      'translations.si.name': [translationMessages.text],
      'translations.ta.name': ['Please keep this under 255 characters.'],
      'translations.ta.description': ['Please keep this under 5000 characters.'],
    });
  });

  it('counts a Sinhala letter with its sign as one character, as the English fields do', () => {
    const name = 'කා'.repeat(255);
    expect(name.length).toBe(510);
    expect(readTranslations(JSON.stringify({ si: { name } })).value).toEqual({ si: { name } });
  });
});

describe('what the back-office lists as missing', () => {
  it('counts the products lacking each text per language, and says so in sentences', () => {
    const products = [
      { translations: { si: { name: 'අ', description: 'ආ' }, ta: { name: 'அ' } } },
      { translations: { si: { name: 'ඉ' } } },
      {},
    ];
    const missing = missingTranslations(products);
    expect(missing).toEqual({
      si: { name: 1, description: 2, options: 0 },
      ta: { name: 2, description: 3, options: 0 },
    });
    expect(missingSentences(missing)).toEqual([
      '1 product has no Sinhala name',
      '2 products have no Sinhala description',
      '2 products have no Tamil name',
      '3 products have no Tamil description',
    ]);
    expect(missingSentences(missingTranslations([]))).toEqual([]);
  });

  it('counts the products with an option whose name has no word in a language (decision 0107)', () => {
    const size = { name: 'Size', values: ['S', 'M'] };
    const colour = { name: 'Colour', values: ['Red'] };
    const products = [
      { options: [size], translations: { si: { options: { Size: { name: 'ප්‍රමාණය' } } } } },
      { options: [size, colour], translations: { si: { options: { Size: { name: 'ප්‍රමාණය' } } } } },
      { options: [size], translations: { si: { options: { Size: { name: ' ', values: { S: 'කුඩා' } } } } } },
      { options: [] },
      {},
    ];
    const missing = missingTranslations(products);
    expect([missing.si.options, missing.ta.options]).toEqual([2, 3]);
    expect(missingSentences(missing)).toEqual(
      expect.arrayContaining(['2 products have no Sinhala option names', '3 products have no Tamil option names']),
    );
    expect(
      missingSentences({ si: { name: 0, description: 0, options: 1 }, ta: { name: 0, description: 0, options: 0 } }),
    ).toEqual(['1 product has no Sinhala option names']);
  });
});
