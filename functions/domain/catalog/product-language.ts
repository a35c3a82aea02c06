import { categoryNameIn } from '../../../shared/content/category-content';
import type { Language } from '../../../shared/rules/languages';
import { optionsIn, optionWordsIn, variantLabelIn } from '../../../shared/rules/option-translations';
import { textsIn } from '../../../shared/rules/translations';
import type { ProductRecord, VariantRecord } from './product-record';
import { listCard } from './product-views';

/**
 * A product as a shopper reads it in `language` (issue 34): its name and description translated where a
 * translation gives them, English otherwise (decision 0087). The views then draw it as they draw any product.
 */
export const productIn = (p: ProductRecord, language: Language): ProductRecord => textsIn(p, p.translations, language);

/**
 * What a `?lang=` answer adds: the category's name in that language beside its English key (which clients route
 * by), and nothing at all without `lang`, so those answers stay byte for byte what they were.
 */
export const categoryNameField = (p: ProductRecord, language: Language | undefined) =>
  language ? { category_name: categoryNameIn(p.category, language) } : {};

/** A list item (C3, search) in `language`; without one, exactly `listCard`. */
export const listCardIn = (p: ProductRecord, language: Language | undefined) =>
  language ? { ...listCard(productIn(p, language)), ...categoryNameField(p, language) } : listCard(p);

/**
 * What a `?lang=` answer of C2 adds to each option: its name and values' words in that language, English where staff
 * gave none (decision 0107); nothing without `lang`.
 */
export const optionWordsField = (p: ProductRecord, language: Language | undefined) =>
  language ? { options: optionsIn(p.options ?? [], optionWordsIn(p.translations, language)) } : {};

/** What a `?lang=` answer of C2 adds to the detail: its options' words and its category's name in that language. */
export const detailLanguageFields = (p: ProductRecord, language: Language | undefined) => ({
  ...optionWordsField(p, language),
  ...categoryNameField(p, language),
});

/** `"lang"` beside `status` in an answer asked with `?lang=`; nothing without it. */
export const languageField = (language: Language | undefined) => (language ? { lang: language } : {});

/** A variant's label in `language` ("ප්‍රමාණය: M"), with the option words staff gave; English as `labelOf` gives it. */
export const labelIn = (p: ProductRecord, v: VariantRecord, language: Language) =>
  variantLabelIn(p.options ?? [], v.options, optionWordsIn(p.translations, language));
