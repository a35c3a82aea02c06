import type { Language } from './languages';
import { TRANSLATED_LANGUAGES, type TranslatedTexts, type Translations } from './translations';
import type { ProductOption, VariantOptions } from './variants';

/**
 * A product option's words in Sinhala or Tamil (decision 0107): its name ("ප්‍රමාණය" for "Size") and any of its
 * values ("රතු" for "Red"). Kept per language under `translations.<lang>.options`, keyed by the English option name
 * and value, because variants, carts and orders name a choice by those: the words are only what a shopper reads.
 */
export interface OptionTexts {
  name?: string;
  values?: Record<string, string>;
}

/** `{ "Size": { "name": "ප්‍රමාණය", "values": { "S": "කුඩා" } } }`; every part may be left out. */
export type OptionTranslations = Record<string, OptionTexts>;

/** An option as a shopper reads it: the English `name` and `values` a choice is made by, with their words beside. */
export interface ShownOption extends ProductOption {
  label: string;
  value_labels: string[];
}

/** The option words a product's `translations` give in `language`; none in English, the options' own language. */
export const optionWordsIn = (translations: Translations | undefined, language: Language) =>
  language === 'en' ? undefined : translations?.[language]?.options;

/** An option as an answer gives it: its words beside it when the answer was asked in a language. */
export type OptionWithWords = ProductOption & Partial<Pick<ShownOption, 'label' | 'value_labels'>>;

/** An option's name as its words say it ("ප්‍රමාණය"), its English name where it has none. */
export const optionWords = (option: OptionWithWords) => option.label ?? option.name;

/** One of an option's values as its words say it, the value itself where it has none. */
export const valueWords = (option: OptionWithWords, value: string) =>
  option.value_labels?.[option.values.indexOf(value)] ?? value;

/** `options` with their words from `own` (a language's option translations), English where `own` gives none. */
export function optionsIn(options: readonly ProductOption[], own: OptionTranslations | undefined): ShownOption[] {
  return options.map((option) => {
    const words = own?.[option.name];
    return {
      ...option,
      label: words?.name ?? option.name,
      value_labels: option.values.map((value) => words?.values?.[value] ?? value),
    };
  });
}

/** "ප්‍රමාණය: M": a variant's label in the words its options carry, as `variantLabel` gives it without words. */
export function shownVariantLabel(options: readonly OptionWithWords[], chosen: VariantOptions): string {
  return options.map((o) => `${optionWords(o)}: ${valueWords(o, chosen[o.name] ?? '')}`).join(', ');
}

/** A variant's label in the words of `own` (a language's option translations), English where it gives none. */
export const variantLabelIn = (
  options: readonly ProductOption[],
  chosen: VariantOptions,
  own: OptionTranslations | undefined,
) => shownVariantLabel(optionsIn(options, own), chosen);

/**
 * The words worth keeping for `options`: trimmed, blanks dropped, and only for options and values the product has
 * (a renamed or removed option leaves no stale words behind). Undefined when nothing is left.
 */
export function keptOptionTexts(
  own: OptionTranslations | undefined,
  options: readonly ProductOption[],
): OptionTranslations | undefined {
  if (!own) return undefined;
  const kept: OptionTranslations = {};
  for (const option of options) {
    const words = own[option.name];
    const name = words?.name?.trim();
    const values = Object.fromEntries(
      option.values.flatMap((value) => {
        const word = words?.values?.[value]?.trim();
        return word ? [[value, word]] : [];
      }),
    );
    const texts: OptionTexts = {
      ...(name ? { name } : {}),
      ...(Object.keys(values).length ? { values } : {}),
    };
    if (Object.keys(texts).length) kept[option.name] = texts;
  }
  return Object.keys(kept).length ? kept : undefined;
}

/**
 * `translations` fitted to the product's `options` as it is written: each language's option words by
 * `keptOptionTexts`, and a language left with nothing dropped.
 */
export function fittedToOptions(translations: Translations, options: readonly ProductOption[]): Translations {
  const fitted: Translations = {};
  for (const language of TRANSLATED_LANGUAGES) {
    const { options: words, ...texts } = translations[language] ?? {};
    const kept = keptOptionTexts(words, options);
    const all: TranslatedTexts = { ...texts, ...(kept ? { options: kept } : {}) };
    if (Object.keys(all).length) fitted[language] = all;
  }
  return fitted;
}
