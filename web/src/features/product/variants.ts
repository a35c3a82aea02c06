import type { ProductVariant } from '../../../../shared/api/catalog';
import type { OptionWithWords } from '../../../../shared/rules/option-translations';

/**
 * Options and variants of a product as `GET /api/v2/product/{id}` gives them (issue 20, decision 0054): `options`
 * names each option and its values in order, `variants` one entry per combination on sale; both empty for a product
 * without options. Asked in Sinhala or Tamil, each option also carries its words (decision 0107).
 */
export interface WithVariants {
  options: OptionWithWords[];
  variants: ProductVariant[];
}

/** What the shopper has picked so far: option name to value. */
export type Choice = Record<string, string>;

/** The variant the choice names completely, if any. */
export function variantOf(product: WithVariants, choice: Choice): ProductVariant | undefined {
  const { options } = product;
  if (options.some((o) => choice[o.name] === undefined)) return undefined;
  return product.variants.find((v) => options.every((o) => v.options[o.name] === choice[o.name]));
}

/** The first option not chosen yet, whose name the "Please choose a ..." message gives. */
export const unchosenOption = (product: WithVariants, choice: Choice) =>
  product.options.find((o) => choice[o.name] === undefined);

/**
 * A value can be chosen when some variant with it, and with what is chosen for the other options, is in stock.
 * With one option this is simply "its variant is not sold out".
 */
export function valueAvailable(product: WithVariants, choice: Choice, option: string, value: string): boolean {
  return product.variants.some(
    (v) =>
      v.stock > 0 &&
      v.options[option] === value &&
      Object.entries(choice).every(([name, chosen]) => name === option || v.options[name] === chosen),
  );
}

/** The choice of the variant whose id the address names (`?variant=<id>`), or an empty one. */
export function choiceOfVariantId(product: WithVariants, id: string | null): Choice {
  const variant = id === null ? undefined : product.variants.find((v) => String(v.id) === id);
  return variant ? { ...variant.options } : {};
}
