import { toCents } from '../../shared/rules/money';
import { deliveryRate } from '../../shared/rules/delivery';
import { setCartCode, type CartMeta } from '../domain/cart';
import { withCodeDiscount, type OrderRecord } from '../domain/orders';
import { checkCode, codeStoppedApplying, coveredLines, promotionErrors, takeUseActions } from '../domain/promotions';
import type { TransactionAction } from '../lib/transaction';

/**
 * The checkout's step for the cart's discount code, kept out of place-order.ts: the code is checked again and
 * priced for the order's zone. Answers the new order (still only in memory) with its discount, and the code's use
 * for the order's own transaction (the limits are conditions there). A code that stopped applying since it was
 * applied is a 409 with its refusal; the cart keeps its lines and drops the code.
 */
export async function checkoutDiscount(
  userId: number,
  meta: CartMeta,
  order: OrderRecord,
  products: ReadonlyMap<number, { category: string }>,
): Promise<{ order: OrderRecord; codeUses: TransactionAction[] }> {
  if (!meta.discountCode) return { order, codeUses: [] };
  // Priced from the order's own lines: the prices and discounts it charges, whatever they came from.
  const lines = order.lines.map((l) => ({
    price: l.price,
    discount: l.discount,
    quantity: l.quantity,
    category: products.get(l.productId)?.category ?? '',
  }));
  try {
    const { record, price } = await checkCode(
      meta.discountCode,
      userId,
      lines,
      toCents(deliveryRate(order.billing.city)),
    );
    // Which lines the code covers as it is now, kept with the order: a refund must not follow later edits.
    const covered = new Set(coveredLines(record, lines));
    return {
      order: withCodeDiscount(
        order,
        { code: record.code, goodsCents: price.goodsCents, shippingCents: price.shippingCents },
        lines.map((l) => covered.has(l)),
      ),
      codeUses: takeUseActions(record, {
        orderId: order.id,
        userId,
        amountCents: price.amountCents,
        createdAt: order.createdAt,
      }),
    };
  } catch (error) {
    if (!promotionErrors.is(error, 'code-refused')) throw error;
    await setCartCode(userId, null);
    throw codeStoppedApplying(error.message);
  }
}

/** After a code's limit failed inside the order's transaction, the cart keeps its lines, not the code. */
export async function dropCodeThatStopped(error: unknown, userId: number): Promise<void> {
  if (promotionErrors.is(error, 'code-stopped-applying')) await setCartCode(userId, null);
}
