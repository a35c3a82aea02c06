/**
 * The product form's Options section (issue 20), free of React: options as typed, the variants they make (every
 * combination, each keeping what was typed for it), the check the server runs too (shared/validation/variants.ts)
 * and the multipart fields `options` and `variants` (JSON text).
 */
import { combinationKey, VARIANT_LIMITS, type ProductOption } from '../../../../../shared/rules/variants';
import { readOptionsAndVariants, type VariantInput } from '../../../../../shared/validation/variants';
import type { ProductDetail } from './product-form-model';

export interface OptionDraft {
  name: string;
  /** The values as typed, separated by commas: "S, M, L, XL, XXL". */
  values: string;
}

/** One row of the variants table; empty price or discount means the product's own. */
export interface VariantDraft {
  id?: number;
  options: Record<string, string>;
  sku: string;
  stock: string;
  price: string;
  discount: string;
  imageId: number | null;
}

export interface OptionsState {
  options: OptionDraft[];
  variants: VariantDraft[];
}

export const MAX_OPTIONS = VARIANT_LIMITS.options;

/** Field errors of the section, by the server's keys (`options.0.values`, `variants.2.sku`, `variants`). */
export type OptionErrors = Record<string, string>;

const valuesOf = (text: string) =>
  text
    .split(',')
    .map((v) => v.trim())
    .filter((v) => v !== '');

/** The options as the server reads them; an option without a name and values is not one yet. */
export function optionsOf(drafts: OptionDraft[]): ProductOption[] {
  return drafts
    .map((d) => ({ name: d.name.trim(), values: valuesOf(d.values) }))
    .filter((o) => o.name !== '' || o.values.length > 0);
}

/** Every combination of the options' values, in their order (S before M; the first option varies slowest). */
export function combinations(options: ProductOption[]): Array<Record<string, string>> {
  if (options.length === 0 || options.some((o) => o.values.length === 0)) return [];
  return options.reduce<Array<Record<string, string>>>(
    (rows, option) => rows.flatMap((row) => option.values.map((value) => ({ ...row, [option.name]: value }))),
    [{}],
  );
}

/** A new variant's SKU: the product's with the values, "APP-23-M". */
const skuFor = (productSku: string, chosen: Record<string, string>) =>
  [productSku.trim(), ...Object.values(chosen)].filter(Boolean).join('-').toUpperCase().replace(/\s+/g, '');

/**
 * The variants the options make. A row whose combination was there before keeps what was typed for it (and its id,
 * so an update keeps the variant); a new combination starts with a SKU made from the product's, stock 0 and the
 * product's price and discount.
 */
export function variantsFor(options: OptionDraft[], previous: VariantDraft[], productSku: string): VariantDraft[] {
  const parsed = optionsOf(options);
  const kept = new Map(previous.map((v) => [combinationKey(parsed, v.options), v]));
  return combinations(parsed).map((chosen) => {
    const before = kept.get(combinationKey(parsed, chosen));
    return before
      ? { ...before, options: chosen }
      : { options: chosen, sku: skuFor(productSku, chosen), stock: '0', price: '', discount: '', imageId: null };
  });
}

/** The section filled from a product: its options, and its variants with a price or discount only where its own. */
export function optionsFromProduct(p: ProductDetail): OptionsState {
  return {
    options: p.options.map((o) => ({ name: o.name, values: o.values.join(', ') })),
    variants: p.variants.map((v) => ({
      id: v.id,
      options: v.options,
      sku: v.sku,
      stock: String(v.stock),
      price: v.price === p.price ? '' : String(v.price),
      discount: v.discount === p.discount ? '' : String(v.discount),
      imageId: v.image_id,
    })),
  };
}

/** Numbers as typed: a number where the text is one, else the text itself, so the check names the field. */
const numberOrText = (text: string) => (text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : text);

function variantInputs(state: OptionsState): VariantInput[] {
  return state.variants.map((v) => ({
    ...(v.id === undefined ? {} : { id: v.id }),
    options: v.options,
    sku: v.sku.trim(),
    stock: numberOrText(v.stock) as number,
    ...(v.price.trim() === '' ? {} : { price: numberOrText(v.price) as number }),
    ...(v.discount.trim() === '' ? {} : { discount: numberOrText(v.discount) as number }),
    ...(v.imageId === null ? {} : { image_id: v.imageId }),
  }));
}

/** The multipart fields as JSON text. */
export function optionsFields(state: OptionsState): { options: string; variants: string } {
  return { options: JSON.stringify(optionsOf(state.options)), variants: JSON.stringify(variantInputs(state)) };
}

/** The server's own check, before sending: its messages under its keys. */
export function checkOptions(state: OptionsState, productSku: string): OptionErrors {
  const fields = optionsFields(state);
  const result = readOptionsAndVariants(fields.options, fields.variants, productSku || undefined);
  const errors: OptionErrors = {};
  for (const [key, messages] of Object.entries(result.errors ?? {})) if (messages[0]) errors[key] = messages[0];
  return errors;
}

/** The stock of a product with variants is the sum of theirs; null when it has none (its own field counts). */
export function variantStockTotal(state: OptionsState): number | null {
  if (state.variants.length === 0) return null;
  return state.variants.reduce((sum, v) => sum + (Number.parseInt(v.stock, 10) || 0), 0);
}
