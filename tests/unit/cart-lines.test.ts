import { describe, expect, it } from 'vitest';
import { canBuyLine, canBuyShownLine } from '../../shared/rules/cart-lines';

describe('whether a cart line can be bought (decision 0054), one rule for the server and the browser', () => {
  it('buys a line without a variant only while its product has none', () => {
    expect(canBuyLine({ variantId: null, variantExists: false, productHasVariants: false })).toBe(true);
    expect(canBuyLine({ variantId: null, variantExists: false, productHasVariants: true })).toBe(false);
  });

  it('buys a line of a variant only while that variant is still one of its product', () => {
    expect(canBuyLine({ variantId: 7, variantExists: true, productHasVariants: true })).toBe(true);
    expect(canBuyLine({ variantId: 7, variantExists: false, productHasVariants: true })).toBe(false);
    // Every variant removed: the product has none left, and the line's variant is gone with them.
    expect(canBuyLine({ variantId: 7, variantExists: false, productHasVariants: false })).toBe(false);
  });

  it("reads GET /v2/cart's line: a removed size keeps its variant_id with variant null", () => {
    const size = { id: 7, options: { Size: 'M' }, label: 'Size: M' };
    expect(canBuyShownLine({ variant_id: 7, variant: size })).toBe(true);
    expect(canBuyShownLine({ variant_id: 7, variant: null })).toBe(false);
    expect(canBuyShownLine({ variant_id: null, variant: null })).toBe(true);
  });
});
