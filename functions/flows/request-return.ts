import { orderNumber } from '../../shared/rules/orders';
import { returnMessages } from '../../shared/rules/returns';
import type { CreateReturnInput } from '../../shared/validation/returns';
import { backoff } from '../lib/backoff';
import { config } from '../lib/config';
import type { Session } from '../lib/session';
import { commitTransaction, TransactionLostRace } from '../lib/transaction';
import { notFound, refusedValue, shopBusy } from '../domain/shop-errors';
import { nextId } from '../domain/ids';
import { getOrder, ORDER_NOT_FOUND, orderEventsAction, orderLineText } from '../domain/orders';
import {
  assertReturnable,
  newReturnActions,
  returnIds,
  returnItems,
  returnsOfOrder,
  type ReturnRecord,
} from '../domain/returns';
import { actorOf } from './change-order-status';
import { paidForOrder } from './return-paid';
import { notifyReturnStep } from './return-notices';

const RETRIES = 8;

const notReturnable = () => refusedValue('order', returnMessages.notReturnable);

/**
 * A customer asks to return items of their own delivered order, inside the return window (issue 22). The items are
 * checked against what the order holds less the earlier returns that were not rejected, and written with a
 * condition on the order's count of returns, so two requests at once cannot both take the same units. The order's
 * timeline records it and the customer is mailed.
 */
export async function requestReturn(
  session: Session,
  orderId: number,
  input: CreateReturnInput,
): Promise<ReturnRecord> {
  const order = await getOrder(orderId);
  if (!order || order.userId !== session.userId) throw notFound(ORDER_NOT_FOUND);
  assertReturnable(order, config().RETURN_WINDOW_DAYS, new Date());
  const [{ paid, products }, by] = await Promise.all([paidForOrder(order), actorOf(session)]);
  const finalSale = new Set([...products.values()].filter((p) => p.finalSale).map((p) => p.id));
  const id = await nextId(returnIds);
  for (let attempt = 0; ; attempt++) {
    const { returns, made } = await returnsOfOrder(orderId);
    const items = returnItems(order, input.items, returns, paid, finalSale);
    const now = new Date().toISOString();
    const record: ReturnRecord = {
      id,
      orderId,
      userId: order.userId,
      customer: order.customer,
      status: 'requested',
      reason: input.reason,
      note: input.note,
      items,
      refundCents: items.reduce((sum, i) => sum + i.amountCents, 0),
      refundMethod: order.paymentMethod === 'CARD' ? 'payhere' : 'bank_transfer',
      refundReference: null,
      timeline: [{ status: 'requested', at: now, by: by.name, note: input.note }],
      createdAt: now,
      updatedAt: now,
    };
    const event = {
      at: now,
      kind: 'return' as const,
      by,
      to: 'requested',
      note: `Return ${id} of order ${orderNumber(orderId)}: ${items.map(orderLineText).join(', ')}`,
    };
    try {
      // Only while the order is still delivered: a cancel (or any move) racing the request makes it not returnable.
      const stillDelivered = { is: 'delivered' as const, otherwise: notReturnable };
      await commitTransaction([...newReturnActions(record, made), orderEventsAction(orderId, [event], stillDelivered)]);
      await notifyReturnStep(order, record);
      return record;
    } catch (error) {
      if (!(error instanceof TransactionLostRace)) throw error;
      if (attempt >= RETRIES) throw shopBusy();
      await backoff(attempt);
    }
  }
}
