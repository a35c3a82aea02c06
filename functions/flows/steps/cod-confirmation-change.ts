import { releasesStock } from '../../../shared/rules/orders';
import { log } from '../../lib/log';
import { retryOnLostRace } from '../../lib/retry-on-lost-race';
import { commitTransaction } from '../../lib/transaction';
import { notFound } from '../../domain/shop-errors';
import {
  codConfirmationAction,
  getOrder,
  ORDER_NOT_FOUND,
  orderBusy,
  orderBusyMessages,
  type OrderEvent,
  type OrderRecord,
} from '../../domain/orders';
import type { CodChange } from '../../domain/payments';
import { orderChangeStatsActions } from '../../domain/stats';
import { codeUseMoves } from './order-code-moves';
import { stockMoves } from './order-stock-moves';
import { tellStockNews } from './stock-news';

/**
 * Ends a cash order's wait for its confirmation (issue 31) in ONE transaction with, for an expiry, its stock, its
 * code use and the aggregates. `decide` looks at the order as stored; the write holds only while the order still
 * awaits it as read, so a link, a code, staff and the clock racing change it once: the losers read again and find
 * nothing left to do (`changed: false`).
 */
export async function changeCodConfirmation(
  orderId: number,
  decide: (order: OrderRecord) => CodChange | null,
): Promise<{ order: OrderRecord; changed: boolean; events: OrderEvent[] }> {
  const apply = async () => {
    const before = await getOrder(orderId);
    if (!before) throw notFound(ORDER_NOT_FOUND);
    const change = decide(before);
    if (!change) return { order: before, changed: false, events: [] };
    const to = change.status ?? before.status;
    const after: OrderRecord = {
      ...before,
      codConfirmation: change.to,
      status: to,
      stockReturned: releasesStock(to),
      updatedAt: new Date().toISOString(),
      history: [...(before.history ?? []), ...change.events],
    };
    const moves = await stockMoves(before, before.status, to);
    await commitTransaction([
      codConfirmationAction(before, after, change.events),
      ...moves,
      ...codeUseMoves(before, before.status, to),
      ...orderChangeStatsActions(before, after).map((write) => ({ write })),
    ]);
    if (moves.length) await tellStockNews(before.lines.map((l) => l.productId));
    log.info('cash order confirmation changed', { order_id: before.id, to: change.to, status: to });
    return { order: after, changed: true, events: change.events };
  };
  return retryOnLostRace(apply, {
    whenExhausted: () => orderBusy(orderBusyMessages.confirming),
  });
}
