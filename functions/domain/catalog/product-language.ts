import { categoryNameIn } from '../../../shared/content/category-content';
import type { Language } from '../../../shared/rules/languages';
import { textsIn } from '../../../shared/rules/translations';
import type { ProductRecord } from './product-record';
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

/** `"lang"` beside `status` in an answer asked with `?lang=`; nothing without it. */
export const languageField = (language: Language | undefined) => (language ? { lang: language } : {});
