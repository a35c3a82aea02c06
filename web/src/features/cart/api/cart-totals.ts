import type { RouteResponse } from '../../../../../shared/routes';

/**
 * The cart's money as the server counts it (S2): only the lines an order would buy (a removed size counts in
 * neither total), each after its product's own discount, then the discount code's part. The cart and the checkout
 * show these figures; the browser never adds the lines up itself. Kept apart from the hooks: every page's cart
 * count reads it.
 */
export interface CartTotals {
  /** `total_amount`: the goods before the code. */
  goods: number;
  /** The code on the cart, or null. */
  code: string | null;
  /** `discount_amount`: what the code takes off the goods. */
  codeAmount: number;
  /** `total_after_discount`: what is left, before delivery. */
  total: number;
}

type CartAnswer = Pick<
  RouteResponse<'cart-list'>,
  'total_amount' | 'discount_code' | 'discount_amount' | 'total_after_discount'
>;

export const totalsOf = (body: CartAnswer): CartTotals => ({
  goods: body.total_amount,
  code: body.discount_code ?? null,
  codeAmount: body.discount_amount,
  total: body.total_after_discount,
});
