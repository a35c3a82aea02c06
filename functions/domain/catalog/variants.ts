import { byOptionOrder, variantLabel } from '../../../shared/rules/variants';
import type { ProductRecord, VariantRecord } from './product-record';

/** A product's variants in option order (S, M, L); empty for a product without options. */
export function variantsOf(p: ProductRecord): VariantRecord[] {
  return byOptionOrder(p.options ?? [], Object.values(p.variants ?? {}));
}

export const hasVariants = (p: ProductRecord): boolean => variantsOf(p).length > 0;

/** Each variant's stock by variant id (what a back-office session saw of them, decision 0054). */
export const variantStocks = (p: ProductRecord): Record<string, number> =>
  Object.fromEntries(variantsOf(p).map((v) => [String(v.id), v.stock]));

export function findVariant(p: ProductRecord, variantId: number): VariantRecord | null {
  return p.variants?.[String(variantId)] ?? null;
}

/** What a variant costs: its own price and discount, or the product's. */
export const variantPrice = (p: ProductRecord, v: VariantRecord) => v.price ?? p.price;
export const variantDiscount = (p: ProductRecord, v: VariantRecord) => v.discount ?? p.discount;

/** "Size: M". */
export const labelOf = (p: ProductRecord, v: VariantRecord) => variantLabel(p.options ?? [], v.options);

/** The lowest and highest variant price, for cards (decision 0054); null for a product without variants. */
export function priceRangeOf(p: ProductRecord): { price_from: number; price_to: number } | null {
  const prices = variantsOf(p).map((v) => variantPrice(p, v));
  return prices.length ? { price_from: Math.min(...prices), price_to: Math.max(...prices) } : null;
}

/** The price a price band filters by: the lowest variant price, or the product's price. */
export const lowestPrice = (p: ProductRecord): number => priceRangeOf(p)?.price_from ?? p.price;
