import { releasesStock, type OrderStatus } from '../../../shared/rules/orders';
import type { OrderRecord } from '../../domain/orders';
import { moveUseActions, takenCounters } from '../../domain/promotions';
import type { TransactionAction } from '../../lib/transaction';

/**
 * A discount code's use moves across the canceled line like stock: a canceled or expired order gives its use back,
 * an order that leaves canceled takes it again. The use's own flag makes each move happen once.
 */
export function codeUseMoves(order: OrderRecord, from: OrderStatus, to: OrderStatus): TransactionAction[] {
  const giving = releasesStock(to) && !releasesStock(from);
  const taking = releasesStock(from) && !releasesStock(to);
  if (!order.discountCode || (!giving && !taking)) return [];
  return moveUseActions(
    {
      code: order.discountCode,
      orderId: order.id,
      // Orders placed before guests (issue 32) moved their account's counter alone.
      counters: order.codeCounters ?? (order.userId !== undefined ? takenCounters({ userId: order.userId }) : []),
      amountCents: order.codeDiscountCents ?? 0,
    },
    giving,
  );
}
