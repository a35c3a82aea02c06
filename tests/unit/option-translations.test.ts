import { describe, expect, it } from 'vitest';
import {
  fittedToOptions,
  keptOptionTexts,
  optionsIn,
  shownVariantLabel,
  variantLabelIn,
} from '../../shared/rules/option-translations';
import { variantLabel } from '../../shared/rules/variants';
import { readTranslations, translationMessages } from '../../shared/validation/translations';

const SIZE = { name: 'Size', values: ['S', 'M'] };
const COLOUR = { name: 'Colour', values: ['Red', 'Black'] };
const SINHALA = { Size: { name: 'ප්‍රමාණය' }, Colour: { name: 'වර්ණය', values: { Red: 'රතු' } } };

describe("a product's option words in Sinhala and Tamil (decision 0107)", () => {
  it('gives each option its words beside its English name and values, English where none was given', () => {
    expect(optionsIn([SIZE, COLOUR], SINHALA)).toEqual([
      { name: 'Size', values: ['S', 'M'], label: 'ප්‍රමාණය', value_labels: ['S', 'M'] },
      { name: 'Colour', values: ['Red', 'Black'], label: 'වර්ණය', value_labels: ['රතු', 'Black'] },
    ]);
    expect(optionsIn([SIZE], undefined)).toEqual([{ ...SIZE, label: 'Size', value_labels: ['S', 'M'] }]);
  });

  it("labels a variant in the language's words, and exactly as in English without any", () => {
    const chosen = { Size: 'M', Colour: 'Red' };
    expect(variantLabelIn([SIZE, COLOUR], chosen, SINHALA)).toBe('ප්‍රමාණය: M, වර්ණය: රතු');
    expect(variantLabelIn([SIZE, COLOUR], chosen, undefined)).toBe(variantLabel([SIZE, COLOUR], chosen));
    expect(variantLabelIn([SIZE, COLOUR], chosen, {})).toBe('Size: M, Colour: Red');
    // An answer's options without words (an English answer) label as English does.
    expect(shownVariantLabel([SIZE], { Size: 'S' })).toBe('Size: S');
    // A value the option no longer has is shown as it is.
    expect(shownVariantLabel(optionsIn([COLOUR], SINHALA), { Colour: 'Blue' })).toBe('වර්ණය: Blue');
  });

  it("keeps only words for the product's options and values, trimmed, none when nothing is left", () => {
    const sent = {
      Size: { name: '  ප්‍රමාණය ', values: { S: ' ', XL: 'ලොකු' } },
      Fit: { name: 'ගැළපීම' },
      Colour: { name: '', values: { Red: 'රතු' } },
    };
    expect(keptOptionTexts(sent, [SIZE, COLOUR])).toEqual({
      Size: { name: 'ප්‍රමාණය' },
      Colour: { values: { Red: 'රතු' } },
    });
    expect(keptOptionTexts({ Fit: { name: 'ගැළපීම' } }, [SIZE])).toBeUndefined();
    expect(keptOptionTexts(undefined, [SIZE])).toBeUndefined();
  });

  it('fits a product’s translations to its options as it is written, dropping a language left empty', () => {
    const translations = {
      si: { name: 'සඳුන් තෙල්', options: { Size: { name: 'ප්‍රමාණය' } } },
      ta: { options: { Size: { name: 'அளவு' } } },
    };
    expect(fittedToOptions(translations, [SIZE])).toEqual(translations);
    expect(fittedToOptions(translations, [])).toEqual({ si: { name: 'සඳුන් තෙල්' } });
  });

  it('reads the words sent with the form, and refuses a wrong shape or a word over 40 characters', () => {
    const sent = { si: { name: 'නම', options: { Size: { name: 'ප්‍රමාණය', values: { S: 'කුඩා' } } } } };
    expect(readTranslations(JSON.stringify(sent))).toEqual({ value: sent });
    const refused = (options: unknown) => readTranslations(JSON.stringify({ si: { options } })).errors;
    expect(refused(['Size'])).toEqual({ 'translations.si.options': [translationMessages.options] });
    expect(refused({ Size: 'ප්‍රමාණය' })).toEqual({ 'translations.si.options.Size': [translationMessages.options] });
    expect(refused({ Size: { label: 'x' } })).toEqual({
      'translations.si.options.Size': [translationMessages.options],
    });
    expect(refused({ Size: { name: 7 } })).toEqual({
      'translations.si.options.Size.name': [translationMessages.optionWord],
    });
    expect(refused({ Size: { name: 'ප'.repeat(41) } })).toEqual({
      'translations.si.options.Size.name': [translationMessages.optionWord],
    });
    expect(refused({ Size: { values: ['S'] } })).toEqual({
      'translations.si.options.Size.values': [translationMessages.options],
    });
    expect(refused({ Size: { values: { S: 'ක'.repeat(41) } } })).toEqual({
      'translations.si.options.Size.values': [translationMessages.valueWord],
    });
    // Forty letters as people count them fit, however many code points they take.
    expect(refused({ Size: { name: 'කා'.repeat(40) } })).toBeUndefined();
  });
});
