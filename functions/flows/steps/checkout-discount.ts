import { toCents } from '../../../shared/rules/money';
import { deliveryRate } from '../../../shared/rules/delivery';
import { setCartCode } from '../../domain/cart';
import { withCodeDiscount, type OrderRecord } from '../../domain/orders';
import {
  checkCode,
  codeStoppedApplying,
  coveredLines,
  promotionErrors,
  takeUseActions,
  checkedCounters,
  takenCounters,
  type CodeCustomer,
} from '../../domain/promotions';
import type { TransactionAction } from '../../lib/transaction';

/** The code an order is placed with, whose limits count whom, and what a code that stopped applying does to its source. */
export interface OrderCode {
  code: string | null | undefined;
  who: Exclude<CodeCustomer, null>;
  /** The signed-in cart drops its code; a guest's code lives in the browser, nothing to drop. */
  whenStopped(): Promise<void>;
}

/**
 * The checkout's step for the order's discount code (the cart's, or a guest's), kept out of the workflows: the code
 * is checked again and priced for the order's zone. Answers the new order (still only in memory) with its discount
 * and the counters its use moves, and the code's use for the order's own transaction (the limits are conditions
 * there). A code that stopped applying since it was applied is a 409 with its refusal.
 */
export async function checkoutDiscount(
  { code, who, whenStopped }: OrderCode,
  order: OrderRecord,
  products: ReadonlyMap<number, { category: string }>,
): Promise<{ order: OrderRecord; codeUses: TransactionAction[] }> {
  if (!code) return { order, codeUses: [] };
  // Priced from the order's own lines: the prices and discounts it charges, whatever they came from.
  const lines = order.lines.map((l) => ({
    price: l.price,
    discount: l.discount,
    quantity: l.quantity,
    category: products.get(l.productId)?.category ?? '',
  }));
  try {
    const { record, price } = await checkCode(code, who, lines, toCents(deliveryRate(order.billing.city)));
    // Which lines the code covers as it is now, kept with the order: a refund must not follow later edits.
    const covered = new Set(coveredLines(record, lines));
    const counters = takenCounters(who);
    return {
      order: {
        ...withCodeDiscount(
          order,
          { code: record.code, goodsCents: price.goodsCents, shippingCents: price.shippingCents },
          lines.map((l) => covered.has(l)),
        ),
        codeCounters: counters,
      },
      codeUses: takeUseActions(record, {
        orderId: order.id,
        ...(order.userId !== undefined ? { userId: order.userId } : {}),
        counters,
        limited: checkedCounters(who),
        amountCents: price.amountCents,
        createdAt: order.createdAt,
      }),
    };
  } catch (error) {
    if (!promotionErrors.is(error, 'code-refused')) throw error;
    await whenStopped();
    throw codeStoppedApplying(error.message);
  }
}

/** After a code's limit failed inside the order's transaction, the cart keeps its lines, not the code. */
export async function dropCodeThatStopped(error: unknown, userId: number): Promise<void> {
  if (promotionErrors.is(error, 'code-stopped-applying')) await setCartCode(userId, null);
}
