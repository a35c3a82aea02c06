/**
 * Whether a cart line can be bought (decision 0054): the one rule of the server's cart, its discount code and its
 * checkout, and of the browser's cart. A line names a variant exactly when its product has variants, and that
 * variant must still be one of them. A line that cannot be bought stays in the cart until it is removed: it shows
 * stock 0 and a total of 0, counts in no total, is not priced by a code and is left out of a checkout.
 */
export interface LineChoice {
  /** The variant the line was added with; null when its product had none then. */
  variantId: number | null;
  /** Whether that variant is still one of its product's (not read for a line without one). */
  variantExists: boolean;
  /** Whether the product has variants now. */
  productHasVariants: boolean;
}

export const canBuyLine = ({ variantId, variantExists, productHasVariants }: LineChoice): boolean =>
  variantId === null ? !productHasVariants : variantExists;

/**
 * The rule read from a line as `GET /v2/cart` answers it: a line whose variant was removed keeps its `variant_id`
 * and has `variant` null. The answer does not say whether the product of a line without a variant has variants
 * since; the server shows such a line with stock 0 and a total of 0, as sold out.
 */
export const canBuyShownLine = (line: { variant_id: number | null; variant: object | null }): boolean =>
  canBuyLine({
    variantId: line.variant_id,
    variantExists: line.variant !== null,
    productHasVariants: line.variant_id !== null,
  });
