import type { UpdateReturnInput } from '../../../shared/validation/returns';
import { mayMoveReturn } from '../../../shared/rules/returns';
import { notFoundMessages } from '../../../shared/api/not-found';
import { retryOnLostRace } from '../../lib/retry-on-lost-race';
import { commitTransaction, type TransactionAction } from '../../lib/transaction';
import { notFound, shopBusy } from '../../domain/shop-errors';
import { getOrder, orderEventsAction, orderLineText, type OrderActor } from '../../domain/orders';
import {
  firstReceiptAction,
  moveReturnAction,
  returnById,
  returnCannotMove,
  returnEvent,
  returnOfCanceledOrder,
  returnsOfOrder,
  type ReturnRecord,
  withStep,
} from '../../domain/returns';
import { returnedOrderStatsAction } from '../../domain/stats';
import { giveBackMoves } from './order-stock-moves';
import { tellStockNews } from './stock-news';

/**
 * Approves, rejects or receives a return, one step along its allowed moves (else 409, repeats included). Each step
 * is ONE transaction conditional on the status read: received also gives the items' units back to their variants
 * and, for the order's first received return, adds it to the dashboard's Return Orders; so five parallel
 * "received" raise the stock once, and the four losers read again and are refused.
 */
export async function stepReturn(
  returnId: number,
  input: UpdateReturnInput,
  by: Extract<OrderActor, { kind: 'user' }>,
): Promise<ReturnRecord> {
  const to = input.status;
  const step = async (): Promise<ReturnRecord> => {
    const record = await returnById(returnId);
    if (!record) throw notFound(notFoundMessages.return);
    if (!mayMoveReturn(record.status, to)) throw returnCannotMove(record.status, to);
    const now = new Date().toISOString();
    const after = withStep(record, to, by, input.note, now);
    const actions: TransactionAction[] = [moveReturnAction(record, after)];
    let stockNote = '';
    if (to === 'received') {
      const [moves, order, { received }] = await Promise.all([
        giveBackMoves(record.items),
        getOrder(record.orderId),
        returnsOfOrder(record.orderId),
      ]);
      actions.push(...moves);
      if (order && !received)
        actions.push(firstReceiptAction(order.id, now), { write: returnedOrderStatsAction(order) });
      stockNote = `${record.items.map(orderLineText).join(', ')} back in stock`;
    }
    const note = [stockNote, input.note].filter(Boolean).join('. ') || null;
    // A receive gives stock back only while the order is not canceled (a cancel gave it all back already).
    const notCanceled = { isNot: 'canceled' as const, otherwise: () => returnOfCanceledOrder() };
    const event = returnEvent(record, by, now, to, note);
    actions.push(orderEventsAction(record.orderId, [event], to === 'received' ? notCanceled : undefined));
    await commitTransaction(actions);
    if (to === 'received') await tellStockNews(record.items.map((i) => i.productId));
    return after;
  };
  return retryOnLostRace(step, { whenExhausted: () => shopBusy() });
}
