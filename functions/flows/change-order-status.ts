import type { OrderStatus } from '../../shared/rules/orders';
import { backoff } from '../lib/backoff';
import { log } from '../lib/log';
import type { Session } from '../lib/session';
import { enqueueMail } from '../lib/mail-queue';
import { commitTransaction, TransactionLostRace } from '../lib/transaction';
import { NotFound, OrderBusy } from '../domain/errors';
import { orderStatusMail } from '../domain/mail';
import { orderShippedSms } from '../domain/sms';
import {
  actorFields,
  getOrder,
  ORDER_NOT_FOUND,
  statusChangeAction,
  statusChangeEvents,
  withStatus,
  type OrderActor,
  type OrderRecord,
} from '../domain/orders';
import { reviewRequestAction } from '../domain/reviews';
import { statsActions } from '../domain/stats';
import { getUser } from '../domain/users';
import { codeUseMoves } from './order-code-moves';
import { sendOrderSms } from './order-sms';
import { stockMoves } from './order-stock-moves';

const RETRIES = 8;

/**
 * Moves an order to another status in ONE transaction with its stock and the aggregates, without a mail (tests use it
 * to set orders up). The order update is conditional on the status it had when read, so a cancel gives stock back
 * exactly once even when two requests race; the loser re-reads and finds nothing left to do. Returns the order and
 * whether it changed.
 */
export async function moveOrderStatus(
  orderId: number,
  to: OrderStatus,
  by: OrderActor = { kind: 'system' },
): Promise<{ order: OrderRecord; changed: boolean }> {
  for (let attempt = 0; ; attempt++) {
    const order = await getOrder(orderId);
    if (!order) throw new NotFound(ORDER_NOT_FOUND);
    const from = order.status;
    if (from === to) return { order, changed: false };
    const moves = await stockMoves(order, from, to);
    const now = new Date().toISOString();
    const events = statusChangeEvents(order, from, to, by, now);
    const updated = withStatus(order, to, events, now);
    const orderUpdate = statusChangeAction(order, updated, events);
    try {
      // A delivered order's review request is due a week later (issue 24): written with the move itself.
      const reviewRequest = to === 'delivered' ? [reviewRequestAction(order.id, now)] : [];
      await commitTransaction([
        orderUpdate,
        ...moves,
        ...codeUseMoves(order, from, to),
        ...statsActions(order, from, to).map((write) => ({ write })),
        ...reviewRequest,
      ]);
      log.info('order status changed', { order_id: order.id, from, to, by: actorFields(by) });
      return { order: updated, changed: true };
    } catch (error) {
      if (!(error instanceof TransactionLostRace)) throw error;
      if (attempt >= RETRIES)
        throw new OrderBusy('The order changed while it was being updated. Please reload and try again.');
      await backoff(attempt);
    }
  }
}

/** The signed-in person behind a change, named as the timeline shows them (the name as it was then). */
export async function actorOf(session: Session): Promise<Extract<OrderActor, { kind: 'user' }>> {
  const user = await getUser(session.userId);
  return { kind: 'user', id: session.userId, role: session.userType, name: user?.name ?? `#${session.userId}` };
}

/**
 * B6 PUT /v2/order/{id}: moves the order, its stock and the aggregates together, then tells the customer by mail,
 * and by SMS when it shipped. Returns the order and whether it changed (no mail when it did not).
 */
export async function changeOrderStatus(
  orderId: number,
  to: OrderStatus,
  by: Session,
): Promise<{ order: OrderRecord; changed: boolean }> {
  const result = await moveOrderStatus(orderId, to, await actorOf(by));
  if (result.changed)
    await Promise.all([
      enqueueMail(orderStatusMail(result.order)),
      to === 'shipped' ? sendOrderSms(result.order, orderShippedSms(result.order)) : undefined,
    ]);
  return result;
}
