import { canBuyShownLine } from '../../../../../shared/rules/cart-lines';
import type { CartLine } from '../cart-line';

/** One Add to cart (contract S1) that moves a guest line into the account's cart. */
export interface MergeAdd {
  productId: number;
  variantId?: number;
  quantity: number;
}

const sameItem = (a: CartLine, b: CartLine) => a.product_id === b.product_id && a.variant_id === b.variant_id;

/**
 * What signing in adds to the account's cart from the guest cart, both as the server priced them: each guest line
 * the shop can sell, its quantity capped so the account's line (what it held plus the guest's) stays within stock.
 * A line already at its stock in the account, out of stock or of a removed size adds nothing.
 */
export function mergePlan(guest: readonly CartLine[], account: readonly CartLine[]): MergeAdd[] {
  return guest.flatMap((line) => {
    if (!canBuyShownLine(line)) return [];
    const held = account.find((a) => sameItem(a, line))?.quantity ?? 0;
    const quantity = Math.min(line.quantity, line.product.stock - held);
    if (quantity < 1) return [];
    return [
      { productId: line.product_id, quantity, ...(line.variant_id === null ? {} : { variantId: line.variant_id }) },
    ];
  });
}
