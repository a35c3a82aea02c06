import * as z from 'zod/mini';
import { CATEGORIES } from '../rules/catalogue';
import { LANGUAGES } from '../rules/languages';
import { TRANSLATED_LANGUAGES } from '../rules/translations';

const imageUrl = z.nullable(z.string());
const category = z.enum(CATEGORIES);

/**
 * Cards and list items of a product with variants also carry the lowest and the highest variant price (issue 20:
 * "From LKR 2,450.00" when they differ); items of a product without variants are unchanged (decision 0054).
 */
const priceRange = { price_from: z.optional(z.number()), price_to: z.optional(z.number()) };

/** Issue 34: `"lang"` beside `status` in an answer asked with `?lang=`; absent without it. */
export const answerLanguage = { lang: z.optional(z.enum(LANGUAGES)) };

/** Issue 34: in an answer asked with `?lang=`, the category's name in that language beside its English key. */
const categoryName = { category_name: z.optional(z.string()) };

const translatedTexts = z.object({ name: z.optional(z.string()), description: z.optional(z.string()) });
const optionWords = z.object({ name: z.optional(z.string()), values: z.optional(z.record(z.string(), z.string())) });
/** Issue 34: a product's Sinhala and Tamil texts, as the back-office reads and sends them. */
export const productTranslations = z.partialRecord(
  z.enum(TRANSLATED_LANGUAGES),
  z.object({ ...translatedTexts.shape, options: z.optional(z.record(z.string(), optionWords)) }),
);

/**
 * An option of a product (issue 20): `{ "name": "Size", "values": ["S", "M"] }`. Asked with `?lang=`, also its words
 * in that language (decision 0107): `"label": "ප්‍රමාණය"` and `"value_labels"` in the order of `values`.
 */
export const productOption = z.object({
  name: z.string(),
  values: z.array(z.string()),
  label: z.optional(z.string()),
  value_labels: z.optional(z.array(z.string())),
});

/** A variant of a product (issue 20); `price` and `discount` are the variant's own or, by default, the product's. */
export const productVariant = z.object({
  id: z.number(),
  options: z.record(z.string(), z.string()),
  sku: z.string(),
  price: z.number(),
  discount: z.number(),
  stock: z.number(),
  /** One of the product's `images` (its id) shown for this variant, or null. */
  image_id: z.nullable(z.number()),
});
export type ProductVariant = z.infer<typeof productVariant>;

/** C1 card. */
export const featuredCard = z.object({
  id: z.number(),
  name: z.string(),
  image: imageUrl,
  price: z.number(),
  currency: z.string(),
  rating: z.number(),
  reviews: z.number(),
  ...priceRange,
});
export type FeaturedCard = z.infer<typeof featuredCard>;

/** C1's `data`: an object keyed by the four categories, in their fixed order (contract 6.10). */
const cards = z.array(featuredCard);
export const featuredByCategory = z.object({ Beard: cards, Hair: cards, Accessories: cards, Apparel: cards });

/**
 * A product as the list endpoints send it: category lists (C3), the section 5 filter and our search. `price` is a
 * JSON number; `discount` is null when there is none (contract 7.14).
 */
export const productListItem = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  currency: z.string(),
  image: imageUrl,
  rating: z.number(),
  reviews: z.number(),
  isNew: z.boolean(),
  discount: z.nullable(z.number()),
  stock: z.number(),
  category,
  ...categoryName,
  ...priceRange,
});
export type ProductListItem = z.infer<typeof productListItem>;

/**
 * C2: one answer for the storefront page and the back-office update form; `images` always an array. `stock` is the
 * product's total (the sum of its variants'), `price` its base price; `options` and `variants` are empty when none.
 */
export const productDetail = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  price: z.number(),
  discount: z.number(),
  currency: z.string(),
  isNew: z.boolean(),
  featured: z.boolean(),
  stock: z.number(),
  initial_stock: z.number(),
  category,
  ...categoryName,
  brandName: z.nullable(z.string()),
  sku: z.string(),
  user_guide_pdf: z.nullable(z.string()),
  rating: z.number(),
  reviews: z.number(),
  image: imageUrl,
  images: z.array(z.object({ id: z.number(), path: z.string() })),
  created_at: z.string(),
  updated_at: z.string(),
  options: z.array(productOption),
  variants: z.array(productVariant),
  /** Issue 22: present (true) only on a Final Sale product, whose items cannot be returned. */
  final_sale: z.optional(z.literal(true)),
  /** Issue 33: only in the back-office's answers (B3, B4, and C2 to staff and admins). */
  low_stock_threshold: z.optional(z.number()),
  /** Issue 34: only in the back-office's answers, `{}` when the product has none. */
  translations: z.optional(productTranslations),
});
export type ProductDetail = z.infer<typeof productDetail>;

/** B2 card. */
export const adminProductCard = z.object({
  id: z.number(),
  name: z.string(),
  category,
  price: z.number(),
  discount: z.number(),
  summary: z.string(),
  sales: z.number(),
  stock: z.number(),
  sku: z.string(),
  featured: z.boolean(),
  image: imageUrl,
  final_sale: z.optional(z.literal(true)),
});
export type AdminProductCard = z.infer<typeof adminProductCard>;
