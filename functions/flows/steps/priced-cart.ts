import { fromCents, toCents } from '../../../shared/rules/money';
import type { viewOfCart } from '../../domain/cart';

type CartView = Awaited<ReturnType<typeof viewOfCart>>['shown'];

/**
 * S2 with a discount code: `total_amount` stays the undiscounted sum (the older client reads it); `discount_amount`
 * is what the code takes off the goods now and `total_after_discount` the rest. A signed-in cart and a guest's cart
 * (issue 32) answer it alike.
 */
export const withDiscount = (view: CartView, code: string | null, goodsCents: number) => ({
  ...view,
  discount_code: code,
  discount_amount: fromCents(goodsCents),
  total_after_discount: fromCents(toCents(view.total_amount) - goodsCents),
});
