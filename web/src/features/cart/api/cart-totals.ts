import type { CartLine } from '../../../../../shared/api/cart';
import { fromCents, toCents } from '../../../../../shared/rules/money';
import type { RouteResponse } from '../../../../../shared/routes';

/**
 * The cart's money as the server counts it (S2): only the lines an order would buy (a removed size counts in
 * neither total), each after its product's own discount, then the discount code's part. The cart and the checkout
 * show these figures; the browser never adds the lines up itself.
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

/** One answer of the cart (S2, or a discount code's Apply or Remove, which answer the same): its lines and figures. */
export interface CartView {
  lines: CartLine[];
  totals: CartTotals;
  /** `total_items`: the units an order would buy (a removed size's count for none); the navigation bar shows it. */
  units: number;
}

export const cartViewOf = (body: RouteResponse<'cart-list'>): CartView => ({
  lines: Array.isArray(body.data) ? body.data : [],
  totals: {
    goods: body.total_amount,
    code: body.discount_code ?? null,
    codeAmount: body.discount_amount,
    total: body.total_after_discount,
  },
  units: body.total_items,
});

/** The cart once an order took it: the server empties it with the order, its discount code too. */
export const EMPTY_CART: CartView = { lines: [], totals: { goods: 0, code: null, codeAmount: 0, total: 0 }, units: 0 };

/** What the order will cost: the cart's total after its code, plus the delivery fee of the chosen city. */
export const totalWithDelivery = (totals: CartTotals, shipping: number) =>
  fromCents(toCents(totals.total) + toCents(shipping));
