import { orderNumber } from '../../shared/rules/orders';
import { returnMessages } from '../../shared/rules/returns';
import type { CreateReturnInput } from '../../shared/validation/returns';
import { config } from '../lib/config';
import type { Session } from '../lib/session';
import { retryOnLostRace } from '../lib/retry-on-lost-race';
import { commitTransaction } from '../lib/transaction';
import { notFound, refusedValue, shopBusy } from '../domain/shop-errors';
import { nextId } from '../domain/ids';
import { getOrder, ORDER_NOT_FOUND, orderEventsAction, orderLineText } from '../domain/orders';
import { paymentMethodOf } from '../domain/payments';
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
  const request = async () => {
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
      refundMethod: paymentMethodOf(order.paymentMethod).refunds.method,
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
    // Only while the order is still delivered: a cancel (or any move) racing the request makes it not returnable.
    const stillDelivered = { is: 'delivered' as const, otherwise: notReturnable };
    await commitTransaction([...newReturnActions(record, made), orderEventsAction(orderId, [event], stillDelivered)]);
    return record;
  };
  const record = await retryOnLostRace(request, { whenExhausted: () => shopBusy() });
  await notifyReturnStep(order, record);
  return record;
}
