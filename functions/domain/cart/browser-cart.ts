import type { Cart, CartLine } from './cart-repo';
import { sameLine } from './cart-repo';

/** A line of a guest's cart as the browser keeps it (issue 32). */
export interface BrowserLine {
  product_id: number;
  variant_id?: number | null;
  quantity: number;
}

/**
 * A guest's browser cart as the cart's lines: the same product and variant twice is one line of both quantities (as
 * adding again raises a signed-in line), and each line's id is its place in the list, from 1.
 */
export function browserCart(lines: readonly BrowserLine[], at = new Date().toISOString()): Pick<Cart, 'lines'> {
  const merged: CartLine[] = [];
  for (const l of lines) {
    const key = { productId: l.product_id, variantId: l.variant_id ?? null };
    const existing = merged.find((m) => sameLine(m, key));
    if (existing) existing.quantity += l.quantity;
    else merged.push({ id: merged.length + 1, ...key, quantity: l.quantity, addedAt: at });
  }
  return { lines: merged };
}
