import * as z from 'zod/mini';
import { productMessages } from './product-messages';
import { parseCategory, type Category } from '../rules/catalogue';
import { fromCents, toCents } from '../rules/money';
import { TEXT_MAX, atMostLetters, tooLongMessage } from './fields';

export { productMessages };

/** The product form's rules (SPEC section 5, contract B3/B4, 6.15), for the form and the server. */
const MB = 1024 * 1024;
/**
 * Upload limits. A Lambda request is at most 6 MB and API Gateway sends a multipart body base64-encoded (+33 %),
 * so the raw form must stay near 4 MB: 2 MB per image, 3 MB for the PDF, 4 MB for all files together.
 */
export const PRODUCT_UPLOAD_LIMITS = { imageBytes: 2 * MB, guideBytes: 3 * MB, totalBytes: 4 * MB } as const;

const NUMBER = /^-?\d+(\.\d+)?$/;

/** Form values arrive as text (multipart) or as numbers (JSON); both are read as trimmed text. */
const text = z.pipe(
  z.optional(z.union([z.string(), z.number()])),
  z.transform((v: string | number | undefined) => (v === undefined ? '' : String(v).trim())),
);

/** Bounds that keep money in safe integer cents and every stored product well under DynamoDB's item size. */
export const PRODUCT_LIMITS = { maxPrice: 10_000_000, maxStock: 1_000_000, descriptionChars: 5000 } as const;

const atMost = (max: number) => text.check(atMostLetters(max, { abort: true }));

function required(message: string, max = TEXT_MAX) {
  return atMost(max).check(z.refine((v) => v.length > 0, { error: message, abort: true }));
}

function numeric(requiredMessage: string, numberMessage: string) {
  return z.pipe(
    required(requiredMessage).check(z.refine((v) => NUMBER.test(v), { error: numberMessage, abort: true })),
    z.transform(Number),
  );
}

const category = z.pipe(
  required(productMessages.category).check(
    z.refine((v) => parseCategory(v) !== null, { error: productMessages.category, abort: true }),
  ),
  z.transform((v: string) => parseCategory(v) as Category),
);

const discount = z
  .pipe(
    text.check(z.refine((v) => v === '' || NUMBER.test(v), { error: productMessages.discountNumber, abort: true })),
    z.transform((v: string) => (v === '' ? 0 : Number(v))),
  )
  .check(z.refine((n) => n >= 0 && n <= 100, { error: productMessages.discountRange }));

/** `featured` is a switch: "true"/"1"/"on" mean yes; absent keeps the current value on update (false on add). */
const flag = z.pipe(
  z.optional(z.union([z.string(), z.boolean()])),
  z.transform((v: string | boolean | undefined) =>
    v === undefined || v === ''
      ? undefined
      : v === true || ['true', '1', 'on', 'yes'].includes(String(v).toLowerCase()),
  ),
);

const baseFields = {
  name: required(productMessages.name),
  description: required(productMessages.description, PRODUCT_LIMITS.descriptionChars),
  category,
  brandName: z.pipe(
    atMost(TEXT_MAX),
    z.transform((v: string) => v || null),
  ),
  stockQuantity: numeric(productMessages.stockRequired, productMessages.stockNumber).check(
    z.refine((n) => Number.isInteger(n) && n >= 0, { error: productMessages.stockWhole, abort: true }),
    z.refine((n) => n <= PRODUCT_LIMITS.maxStock, { error: productMessages.stockMax }),
  ),
  price: z.pipe(
    numeric(productMessages.priceRequired, productMessages.priceNumber).check(
      z.refine((n) => n > 0, { error: productMessages.pricePositive, abort: true }),
      // Money is kept in whole cents: a price that rounds to 0 cents would sell for nothing.
      z.refine((n) => toCents(n) >= 1, { error: productMessages.priceBelowCent, abort: true }),
      z.refine((n) => n <= PRODUCT_LIMITS.maxPrice, { error: productMessages.priceMax }),
    ),
    z.transform((n: number) => fromCents(toCents(n))),
  ),
  discountPercentage: discount,
  featured: flag,
  /** Issue 22: Final Sale, whose items cannot be returned; a switch like `featured` (absent keeps it on update). */
  final_sale: flag,
  /** Issue 33: admins are mailed when a size's stock falls to it or below; absent: 5 on a new product, kept on update. */
  low_stock_threshold: z.pipe(
    z.optional(z.string().check(z.trim(), z.regex(/^(\d{1,6})?$/, { error: productMessages.lowStockThreshold }))),
    z.transform((v: string | undefined) => (v ? Number(v) : undefined)),
  ),
  /**
   * Issue 20: JSON text, read by ./variants.ts (`readOptionsAndVariants`). Absent on update keeps the product's
   * options and variants (the older client does not know them); `[]` removes them.
   */
  options: z.optional(z.string()),
  variants: z.optional(z.string()),
  /** Issue 34: JSON text, read by ./translations.ts (`readTranslations`). Absent on update keeps the stored ones. */
  translations: z.optional(z.string()),
};

/**
 * A SKU is a key of the table (`SKU#…`), not prose: its 64 stay UTF-16 units, which bound the key's bytes (as a
 * variant's SKU, a discount code and an e-mail address keep theirs).
 */
const SKU_MAX = 64;
const sku = text.check(
  z.refine((v) => v.length <= SKU_MAX, { error: tooLongMessage(SKU_MAX), abort: true }),
  z.refine((v) => v.length > 0, { error: productMessages.sku, abort: true }),
);

export const addProductSchema = z.object({ ...baseFields, sku });

/**
 * Update: the SKU is derived from the category (CATEGORY-id) whatever is sent. `originalStock` is the stock the
 * form showed when it was opened; with it an edit never undoes an order placed meanwhile.
 */
export const updateProductSchema = z.object({
  ...baseFields,
  originalStock: z.pipe(
    text.check(z.refine((v) => v === '' || /^\d{1,12}$/.test(v), { error: productMessages.stockNumber })),
    z.transform((v: string) => (v === '' ? undefined : Number(v))),
  ),
});

export type AddProductInput = z.infer<typeof addProductSchema>;
export type UpdateProductInput = z.infer<typeof updateProductSchema>;

/** The SKU a product gets on update (contract 6.15): BEARD-12, HAIR-12, ACCESSORIES-12, APPAREL-12. */
export const derivedSku = (category: Category, id: number) => `${category.toUpperCase()}-${id}`;
