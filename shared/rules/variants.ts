/**
 * A product's options (Size: S, M, L) and its variants (one combination of option values each, with its own SKU,
 * stock, price and discount). Shared by the server (catalogue, cart, orders) and the SPA (picker, labels).
 */
export interface ProductOption {
  name: string;
  values: string[];
}

/** One variant's option values, by option name: `{ "Size": "M" }`. */
export type VariantOptions = Record<string, string>;

export const VARIANT_LIMITS = { options: 2, values: 10, variants: 50, nameChars: 40, valueChars: 40, skuChars: 64 };

/** "Size: M" or "Size: M, Colour: Red", in the product's option order. */
export function variantLabel(options: ProductOption[], chosen: VariantOptions): string {
  return options.map((o) => `${o.name}: ${chosen[o.name] ?? ''}`).join(', ');
}

/** The name a line shows: "Kesara Logo Tee — Size: M", or the product's name alone when there is no variant. */
export function lineName(productName: string, label: string | null | undefined): string {
  return label ? `${productName} — ${label}` : productName;
}

/** One key per combination, so "every combination at most once" is a Set check. */
export function combinationKey(options: ProductOption[], chosen: VariantOptions): string {
  return JSON.stringify(options.map((o) => chosen[o.name] ?? null));
}

/** Variants in the order of their options' values (S before M before L), whatever order they were saved in. */
export function byOptionOrder<T extends { options: VariantOptions }>(options: ProductOption[], variants: T[]): T[] {
  const rank = (v: T) => options.map((o) => o.values.indexOf(v.options[o.name] ?? ''));
  return [...variants].sort((a, b) => {
    const ra = rank(a);
    const rb = rank(b);
    for (let i = 0; i < ra.length; i++) if (ra[i] !== rb[i]) return ra[i] - rb[i];
    return 0;
  });
}
