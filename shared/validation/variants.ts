import { fromCents, toCents } from '../rules/money';
import { combinationKey, VARIANT_LIMITS, type ProductOption, type VariantOptions } from '../rules/variants';
import { fitsLetters } from '../text/letters';
import type { FieldErrors } from './fields';
import { productMessages } from './product-messages';

/**
 * The product form's `options` and `variants` (multipart fields holding JSON, issue 20), for the form and the
 * server. Problems are reported per field in the contract's map, a variant's own fields under dotted keys
 * (`variants.2.sku`, as Laravel names nested fields), the list as a whole under `options` or `variants`.
 */
export const variantMessages = {
  options: 'Options must be a list of options, each with a name and its values.',
  optionsMax: `A product can have at most ${VARIANT_LIMITS.options} options.`,
  optionName: 'Each option needs a name.',
  optionNameLong: `Please keep an option's name under ${VARIANT_LIMITS.nameChars} characters.`,
  optionNameTwice: 'Two options cannot have the same name.',
  optionValues: 'Each option needs at least one value.',
  optionValuesMax: `An option can have at most ${VARIANT_LIMITS.values} values.`,
  optionValueBlank: 'Option values cannot be blank.',
  optionValueLong: `Please keep each value under ${VARIANT_LIMITS.valueChars} characters.`,
  optionValueTwice: 'An option cannot list the same value twice.',
  variants: 'Variants must be a list of variants, each with its options, SKU and stock.',
  variantsMax: `A product can have at most ${VARIANT_LIMITS.variants} variants.`,
  variantsRequired: 'Add at least one variant for these options.',
  variantsWithoutOptions: 'Add an option before adding variants.',
  variantOptions: (names: string[]) => `Choose one value of each option: ${names.join(', ')}.`,
  variantValue: (value: string, option: string) => `${value} is not one of the values of ${option}.`,
  variantTwice: 'Another variant already has these options.',
  variantId: 'This variant is not one of this product\u2019s.',
  variantIdTwice: 'Two variants cannot have the same id.',
  skuTwice: 'Two variants cannot have the same SKU.',
  skuOfProduct: 'A variant cannot use the product\u2019s own SKU.',
  skuLong: `Please keep the SKU under ${VARIANT_LIMITS.skuChars} characters.`,
  imageId: 'Choose one of this product\u2019s images.',
  stockPerVariant: 'This product has options: its stock is set per variant, in the Options section.',
} as const;

/** A variant as the form sends it; `price` and `discount` left out mean the product's own. */
export interface VariantInput {
  id?: number;
  options: VariantOptions;
  sku: string;
  stock: number;
  price?: number;
  discount?: number;
  /** One of the product's images (by its id), shown when the variant is chosen; null for the product's own. */
  image_id?: number | null;
}

export interface OptionsAndVariants {
  options: ProductOption[];
  variants: VariantInput[];
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function parseJsonList(text: string | undefined): unknown[] | null {
  if (text === undefined || text.trim() === '') return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value : null;
  } catch {
    return null;
  }
}

const NUMBER = /^-?\d+(\.\d+)?$/;
/** A number sent as a JSON number or as digits; undefined when it is neither. */
function numberOf(v: unknown): number | undefined {
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v === 'string' && NUMBER.test(v.trim())) return Number(v.trim());
  return undefined;
}
const isAbsent = (v: unknown) => v === undefined || v === null || v === '';

class Collector {
  readonly errors: FieldErrors = {};
  add(field: string, message: string) {
    const list = (this.errors[field] ??= []);
    if (!list.includes(message)) list.push(message);
  }
  get empty() {
    return Object.keys(this.errors).length === 0;
  }
}

function readOptions(raw: unknown[] | null, out: Collector): ProductOption[] {
  if (raw === null || !raw.every(isObject)) {
    out.add('options', variantMessages.options);
    return [];
  }
  if (raw.length > VARIANT_LIMITS.options) out.add('options', variantMessages.optionsMax);
  const options: ProductOption[] = [];
  const names = new Set<string>();
  raw.forEach((o, i) => {
    const field = `options.${i}`;
    const name = typeof o.name === 'string' ? o.name.trim() : '';
    if (!name) out.add(`${field}.name`, variantMessages.optionName);
    else if (!fitsLetters(name, VARIANT_LIMITS.nameChars)) out.add(`${field}.name`, variantMessages.optionNameLong);
    else if (names.has(name.toLowerCase())) out.add(`${field}.name`, variantMessages.optionNameTwice);
    names.add(name.toLowerCase());
    const values = Array.isArray(o.values) ? o.values.map((v) => (typeof v === 'string' ? v.trim() : '')) : [];
    if (!Array.isArray(o.values) || values.length === 0) out.add(`${field}.values`, variantMessages.optionValues);
    else if (values.length > VARIANT_LIMITS.values) out.add(`${field}.values`, variantMessages.optionValuesMax);
    if (values.some((v) => v === '')) out.add(`${field}.values`, variantMessages.optionValueBlank);
    if (values.some((v) => !fitsLetters(v, VARIANT_LIMITS.valueChars)))
      out.add(`${field}.values`, variantMessages.optionValueLong);
    if (new Set(values.map((v) => v.toLowerCase())).size !== values.length)
      out.add(`${field}.values`, variantMessages.optionValueTwice);
    options.push({ name, values });
  });
  return options;
}

function readPrice(v: unknown, field: string, out: Collector): number | undefined {
  if (isAbsent(v)) return undefined;
  const n = numberOf(v);
  if (n === undefined) out.add(field, productMessages.priceNumber);
  else if (n <= 0) out.add(field, productMessages.pricePositive);
  else if (toCents(n) < 1) out.add(field, productMessages.priceBelowCent);
  else if (n > 10_000_000) out.add(field, productMessages.priceMax);
  else return fromCents(toCents(n));
  return undefined;
}

function readDiscount(v: unknown, field: string, out: Collector): number | undefined {
  if (isAbsent(v)) return undefined;
  const n = numberOf(v);
  if (n === undefined) out.add(field, productMessages.discountNumber);
  else if (n < 0 || n > 100) out.add(field, productMessages.discountRange);
  else return n;
  return undefined;
}

function readStock(v: unknown, field: string, out: Collector): number {
  const n = numberOf(v);
  if (isAbsent(v)) out.add(field, productMessages.stockRequired);
  else if (n === undefined) out.add(field, productMessages.stockNumber);
  else if (!Number.isInteger(n) || n < 0) out.add(field, productMessages.stockWhole);
  else if (n > 1_000_000) out.add(field, productMessages.stockMax);
  else return n;
  return 0;
}

function readVariantOptions(v: unknown, options: ProductOption[], field: string, out: Collector): VariantOptions {
  const names = options.map((o) => o.name);
  const given = isObject(v) ? v : null;
  const exact =
    given !== null &&
    Object.keys(given).length === names.length &&
    names.every((n) => typeof given[n] === 'string' && String(given[n]).trim() !== '');
  if (!exact) {
    out.add(field, variantMessages.variantOptions(names));
    return {};
  }
  const chosen: VariantOptions = {};
  for (const option of options) {
    const value = String(given[option.name]).trim();
    if (!option.values.includes(value)) out.add(field, variantMessages.variantValue(value, option.name));
    chosen[option.name] = value;
  }
  return chosen;
}

function readVariants(raw: unknown[] | null, options: ProductOption[], out: Collector): VariantInput[] {
  if (raw === null || !raw.every(isObject)) {
    out.add('variants', variantMessages.variants);
    return [];
  }
  if (raw.length > VARIANT_LIMITS.variants) out.add('variants', variantMessages.variantsMax);
  if (options.length === 0 && raw.length > 0) out.add('variants', variantMessages.variantsWithoutOptions);
  if (options.length > 0 && raw.length === 0) out.add('variants', variantMessages.variantsRequired);
  if (!out.empty) return [];
  const combinations = new Set<string>();
  const skus = new Set<string>();
  const ids = new Set<number>();
  return raw.map((v, i) => {
    const field = `variants.${i}`;
    const chosen = readVariantOptions(v.options, options, `${field}.options`, out);
    const key = combinationKey(options, chosen);
    if (Object.keys(chosen).length > 0 && combinations.has(key))
      out.add(`${field}.options`, variantMessages.variantTwice);
    combinations.add(key);

    const sku = typeof v.sku === 'string' || typeof v.sku === 'number' ? String(v.sku).trim() : '';
    if (!sku) out.add(`${field}.sku`, productMessages.sku);
    else if (sku.length > VARIANT_LIMITS.skuChars) out.add(`${field}.sku`, variantMessages.skuLong);
    else if (skus.has(sku.toUpperCase())) out.add(`${field}.sku`, variantMessages.skuTwice);
    skus.add(sku.toUpperCase());

    const variant: VariantInput = {
      options: chosen,
      sku,
      stock: readStock(v.stock, `${field}.stock`, out),
    };
    if (!isAbsent(v.id)) {
      const id = numberOf(v.id);
      if (id === undefined || !Number.isInteger(id) || id < 1) out.add(`${field}.id`, variantMessages.variantId);
      else if (ids.has(id)) out.add(`${field}.id`, variantMessages.variantIdTwice);
      else variant.id = id;
      if (id !== undefined) ids.add(id);
    }
    const price = readPrice(v.price, `${field}.price`, out);
    if (price !== undefined) variant.price = price;
    const discount = readDiscount(v.discount, `${field}.discount`, out);
    if (discount !== undefined) variant.discount = discount;
    if (!isAbsent(v.image_id)) {
      const imageId = numberOf(v.image_id);
      if (imageId === undefined || !Number.isInteger(imageId)) out.add(`${field}.image_id`, variantMessages.imageId);
      else variant.image_id = imageId;
    }
    return variant;
  });
}

/**
 * Reads the two fields as the form sends them (JSON text; absent or blank = none). `productSku` is the product's own
 * SKU, which no variant may take. Either the options and variants, or the field errors.
 */
export function readOptionsAndVariants(
  optionsText: string | undefined,
  variantsText: string | undefined,
  productSku?: string,
): { value: OptionsAndVariants; errors: null } | { value: null; errors: FieldErrors } {
  const out = new Collector();
  const options = readOptions(parseJsonList(optionsText), out);
  const variants = out.empty ? readVariants(parseJsonList(variantsText), options, out) : [];
  if (productSku)
    variants.forEach((v, i) => {
      if (v.sku.toUpperCase() === productSku.toUpperCase()) out.add(`variants.${i}.sku`, variantMessages.skuOfProduct);
    });
  return out.empty ? { value: { options, variants }, errors: null } : { value: null, errors: out.errors };
}
