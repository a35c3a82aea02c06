import { toCents } from '../../shared/rules/money';
import { deliveryRate } from '../../shared/rules/delivery';
import { setCartCode, type CartMeta } from '../domain/cart';
import { CodeRefused, CodeStoppedApplying } from '../domain/errors';
import type { CodeDiscount, OrderRecord } from '../domain/orders';
import { checkCode, takeUseActions } from '../domain/promotions';
import type { TransactionAction } from '../lib/transaction';

interface Bought {
  quantity: number;
  product: { price: number; discount?: number; category: string };
}

export interface CheckoutDiscount {
  discount: CodeDiscount;
  /** The order's use of the code, for the order's own transaction (the limits are conditions there). */
  useActions: (order: OrderRecord) => TransactionAction[];
}

/**
 * The checkout's step for the cart's discount code: checked again and priced for the order's zone. A code that
 * stopped applying since it was applied is a 409 with its refusal; the cart keeps its lines and drops the code.
 */
export async function checkoutDiscount(
  userId: number,
  meta: CartMeta,
  bought: Bought[],
  city: string,
): Promise<CheckoutDiscount | null> {
  if (!meta.discountCode) return null;
  const lines = bought.map(({ quantity, product }) => ({
    price: product.price,
    discount: product.discount ?? 0,
    quantity,
    category: product.category,
  }));
  try {
    const { record, price } = await checkCode(meta.discountCode, userId, lines, toCents(deliveryRate(city)));
    return {
      discount: { code: record.code, goodsCents: price.goodsCents, shippingCents: price.shippingCents },
      useActions: (order) =>
        takeUseActions(record, {
          orderId: order.id,
          userId,
          amountCents: price.amountCents,
          createdAt: order.createdAt,
        }),
    };
  } catch (error) {
    if (!(error instanceof CodeRefused)) throw error;
    await dropStoppedCode(userId);
    throw new CodeStoppedApplying(error.message);
  }
}

/** After a code stopped applying (before or inside the order's transaction), the cart keeps its lines, not the code. */
export const dropStoppedCode = (userId: number) => setCartCode(userId, null);
