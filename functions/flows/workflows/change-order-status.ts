import { sameTracking, type Tracking } from '../../../shared/rules/couriers';
import { REFUSED_STATUS, type OrderStatus } from '../../../shared/rules/orders';
import { log } from '../../lib/log';
import type { Session } from '../../lib/session';
import { retryOnLostRace } from '../../lib/retry-on-lost-race';
import { commitTransaction, type TransactionAction } from '../../lib/transaction';
import { notFound } from '../../domain/shop-errors';
import { orderStatusMail, orderTrackingMail } from '../../domain/mail';
import { mailChannel, sendMessage } from '../../domain/messages';
import { orderShippedSms } from '../../domain/sms';
import { confirmationOf, refuseUnlessPaidToPrepare } from '../../domain/payments';
import {
  actorFields,
  alsoSettingTracking,
  awaitsCodConfirmation,
  codNotConfirmed,
  doorRefusalActions,
  refusedNotShipped,
  getOrder,
  ORDER_NOT_FOUND,
  orderBusy,
  orderBusyMessages,
  statusChangeAction,
  statusChangeEvents,
  trackingChangeAction,
  withStatus,
  withTracking,
  type OrderActor,
  type OrderRecord,
} from '../../domain/orders';
import { noNewReturnCheck, orderHasReturn, returnsBlockCancel, returnsOfOrder } from '../../domain/returns';
import { reviewRequestAction } from '../../domain/reviews';
import { statsActions } from '../../domain/stats';
import { actorOf } from '../steps/actor';
import { changeCodConfirmation } from '../steps/cod-confirmation-change';
import { codeUseMoves } from '../steps/order-code-moves';
import { sendOrderText } from '../steps/order-update-text';
import { stockMoves } from '../steps/order-stock-moves';
import { tellStockNews } from '../steps/stock-news';

/**
 * What a B6 call did: moved the order (`changed`), or, on an order already shipped, gave it its first tracking or
 * corrected the one it had (`tracking`), or nothing.
 */
export interface OrderChange {
  order: OrderRecord;
  changed: boolean;
  tracking?: 'given' | 'corrected';
}

/**
 * A cancel of an order with a return that was not rejected is refused: the return gives its units back when
 * received, so canceling too would give them back twice (decision 0061). Otherwise the cancel holds only while no
 * return is made, so a request racing it cannot also win.
 */
async function cancelReturnsCheck(order: OrderRecord, to: OrderStatus): Promise<TransactionAction[]> {
  if (to !== 'canceled') return [];
  const { returns, made } = await returnsOfOrder(order.id);
  if (returnsBlockCancel(returns)) throw orderHasReturn();
  return [noNewReturnCheck(order.id, made)];
}

/** One move from the status the order has, with its stock, code use, aggregates and the tracking given with it. */
async function commitMove(
  order: OrderRecord,
  to: OrderStatus,
  by: OrderActor,
  tracking?: Tracking,
): Promise<OrderRecord> {
  const from = order.status;
  const returnsCheck = await cancelReturnsCheck(order, to);
  const moves = await stockMoves(order, from, to);
  const now = new Date().toISOString();
  const events = statusChangeEvents(order, from, to, by, now, tracking);
  const moved = withStatus(order, to, events, now);
  const updated = tracking ? { ...moved, tracking } : moved;
  const orderUpdate = statusChangeAction(order, updated, events);
  // A delivered order's review request is due a week later (issue 24): written with the move itself.
  const reviewRequest = to === 'delivered' ? [reviewRequestAction(order.id, now)] : [];
  // A parcel refused at the door is remembered by account and phone (issue 31), once, with the move itself.
  const refusals = to === REFUSED_STATUS ? doorRefusalActions(order, now) : [];
  await commitTransaction([
    tracking ? alsoSettingTracking(orderUpdate, tracking) : orderUpdate,
    ...moves,
    ...codeUseMoves(order, from, to),
    ...statsActions(order, from, to).map((write) => ({ write })),
    ...reviewRequest,
    ...returnsCheck,
    ...refusals,
  ]);
  if (moves.length) await tellStockNews(order.lines.map((l) => l.productId));
  log.info('order status changed', { order_id: order.id, from, to, by: actorFields(by) });
  return updated;
}

/** A shipped order's tracking replaced: no stock, code or aggregate moves, only the order and its timeline. */
async function commitTracking(order: OrderRecord, tracking: Tracking, by: OrderActor): Promise<OrderRecord> {
  const { updated, events } = withTracking(order, tracking, by, new Date().toISOString());
  await commitTransaction([trackingChangeAction(order, updated, events)]);
  log.info('order tracking changed', { order_id: order.id, courier: tracking.courier, by: actorFields(by) });
  return updated;
}

/**
 * Moves an order to another status in ONE transaction with its stock and the aggregates, without a mail (tests use it
 * to set orders up). The order update is conditional on the status it had when read, so a cancel gives stock back
 * exactly once even when two requests race; the loser re-reads and finds nothing left to do. `tracking` (only with
 * `shipped`) is written with the move; on an order already shipped, a tracking other than its own replaces it
 * (a typo corrected) and moves nothing else.
 */
export function moveOrderStatus(
  orderId: number,
  to: OrderStatus,
  by: OrderActor = { kind: 'system' },
  tracking?: Tracking,
): Promise<OrderChange> {
  const move = async (): Promise<OrderChange> => {
    const order = await getOrder(orderId);
    if (!order) throw notFound(ORDER_NOT_FOUND);
    if (to === REFUSED_STATUS && order.status !== to && order.status !== 'shipped') throw refusedNotShipped();
    if (order.status !== to) return { order: await commitMove(order, to, by, tracking), changed: true };
    if (!tracking || sameTracking(order.tracking, tracking)) return { order, changed: false };
    const given = order.tracking ? 'corrected' : 'given';
    return { order: await commitTracking(order, tracking, by), changed: false, tracking: given };
  };
  return retryOnLostRace(move, {
    whenExhausted: () => orderBusy(orderBusyMessages.updating),
  });
}

/** The moves that send a pending order on its way; none may skip the guard below (issue 31). */
const ON_ITS_WAY: readonly OrderStatus[] = ['processing', 'shipped', 'delivered'];

/**
 * A pending order goes on its way only once its payment allows it (issue 31): a bank transfer once paid, and a cash
 * order awaiting its customer's confirmation only when staff confirmed it on the phone, which is recorded first, as
 * staff's, on its timeline.
 */
async function checkBeforeItsWay(orderId: number, by: OrderActor, confirmedByPhone: boolean): Promise<void> {
  const order = await getOrder(orderId);
  if (!order || order.status !== 'pending') return;
  refuseUnlessPaidToPrepare(order);
  if (!awaitsCodConfirmation(order)) return;
  if (!confirmedByPhone) throw codNotConfirmed();
  await changeCodConfirmation(orderId, (o) => confirmationOf(o, by, 'phone', new Date().toISOString()));
}

/**
 * B6 PUT /v2/order/{id}: moves the order, its stock and the aggregates together, then tells the customer by mail,
 * and by SMS when it shipped. Returns the order and whether it changed (no mail when it did not).
 */
export async function changeOrderStatus(
  orderId: number,
  to: OrderStatus,
  by: Session,
  tracking?: Tracking,
  { confirmedByPhone = false }: { confirmedByPhone?: boolean } = {},
): Promise<{ order: OrderRecord; changed: boolean }> {
  const actor = await actorOf(by);
  if (ON_ITS_WAY.includes(to)) await checkBeforeItsWay(orderId, actor, confirmedByPhone);
  const result = await moveOrderStatus(orderId, to, actor, tracking);
  const shipped = to === 'shipped' && (result.changed || result.tracking !== undefined);
  await Promise.all([
    result.changed ? sendMessage(mailChannel, orderStatusMail(result.order)) : undefined,
    // A tracking given or corrected on an order already shipped has its own mail (issue 22).
    result.tracking
      ? sendMessage(mailChannel, orderTrackingMail(result.order, result.tracking === 'corrected'))
      : undefined,
    // The SMS names the courier and link, so a corrected tracking is texted again.
    shipped ? sendOrderText(result.order, orderShippedSms(result.order)) : undefined,
  ]);
  return result;
}
