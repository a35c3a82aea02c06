import { releasesStock } from '../../../shared/rules/orders';
import { log } from '../../lib/log';
import { retryOnLostRace } from '../../lib/retry-on-lost-race';
import { commitTransaction } from '../../lib/transaction';
import { notFound } from '../../domain/shop-errors';
import {
  getOrder,
  orderBusy,
  orderBusyMessages,
  paymentChangeAction,
  paymentStatusOf,
  type OrderEvent,
  type OrderRecord,
} from '../../domain/orders';
import type { PaymentChange } from '../../domain/payments';
import { orderChangeStatsActions } from '../../domain/stats';
import { codeUseMoves } from './order-code-moves';
import { stockMoves } from './order-stock-moves';
import { tellStockNews } from './stock-news';

/**
 * Applies a payment event to an order in ONE transaction with its stock and the aggregates. `decide` looks at the
 * order as stored and answers the change (or null: nothing to do). The write is conditional on the status AND the
 * payment status `decide` saw (and its last change time), so two events that race (a late success and the expiry, or two repeats of one
 * notification) are applied one after the other: the loser reads the winner's result and decides again.
 */
export async function changePayment(
  orderId: number,
  decide: (order: OrderRecord) => PaymentChange | null,
): Promise<{ before: OrderRecord; order: OrderRecord; changed: boolean; events: OrderEvent[] }> {
  const apply = async () => {
    const before = await getOrder(orderId);
    if (!before) throw notFound('Order not found');
    const change = decide(before);
    if (!change) return { before, order: before, changed: false, events: [] };
    const to = change.status ?? before.status;
    const now = new Date().toISOString();
    const after: OrderRecord = {
      ...before,
      status: to,
      paymentStatus: change.paymentStatus,
      ...(change.payment ? { payment: change.payment } : {}),
      ...(change.slip ? { slip: change.slip } : {}),
      stockReturned: releasesStock(to),
      updatedAt: now,
      history: [...(before.history ?? []), ...change.events],
    };
    const moves = await stockMoves(before, before.status, to);
    const orderUpdate = paymentChangeAction(before, after, change.events, change.payment, change.slip);
    await commitTransaction([
      orderUpdate,
      ...moves,
      ...codeUseMoves(before, before.status, to),
      ...orderChangeStatsActions(before, after).map((write) => ({ write })),
    ]);
    if (moves.length) await tellStockNews(before.lines.map((l) => l.productId));
    log.info('order payment changed', {
      order_id: before.id,
      payment_from: paymentStatusOf(before),
      payment_to: change.paymentStatus,
      from: before.status,
      to,
      events: change.events.map((e) => e.kind),
    });
    return { before, order: after, changed: true, events: change.events };
  };
  return retryOnLostRace(apply, {
    whenExhausted: () => orderBusy(orderBusyMessages.paying),
  });
}
