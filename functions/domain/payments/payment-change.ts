import { orderQueueRank, type OrderStatus } from '../../../shared/rules/orders';
import type { PaymentStatus } from '../../../shared/rules/payments';
import { backoff } from '../../lib/backoff';
import { tableName } from '../../lib/clients';
import { log } from '../../lib/log';
import { commitTransaction, TransactionLostRace, type TransactionAction } from '../../lib/transaction';
import { NotFound, OrderBusy } from '../errors';
import { keys } from '../keys';
import { stockMoves } from '../orders/change-status';
import { HISTORY_APPEND, historyValues } from '../orders/order-history';
import { paymentStatusOf, type OrderEvent, type OrderRecord, type PaymentDetails } from '../orders/order-record';
import { getOrder } from '../orders/orders-repo';
import { orderChangeStatsActions } from '../stats/stats-actions';

/** What a payment event does to an order: its new payment status and, for an expiry, a new order status. */
export interface PaymentChange {
  paymentStatus: PaymentStatus;
  status?: OrderStatus;
  payment?: PaymentDetails;
  events: OrderEvent[];
}

const RETRIES = 8;

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
  for (let attempt = 0; ; attempt++) {
    const before = await getOrder(orderId);
    if (!before) throw new NotFound('Order not found');
    const change = decide(before);
    if (!change) return { before, order: before, changed: false, events: [] };
    const to = change.status ?? before.status;
    const now = new Date().toISOString();
    const after: OrderRecord = {
      ...before,
      status: to,
      paymentStatus: change.paymentStatus,
      ...(change.payment ? { payment: change.payment } : {}),
      stockReturned: to === 'canceled',
      updatedAt: now,
      history: [...(before.history ?? []), ...change.events],
    };
    const moves = await stockMoves(before, before.status, to);
    const orderUpdate: TransactionAction = {
      write: {
        Update: {
          TableName: tableName(),
          Key: keys.order(orderId),
          UpdateExpression: `SET #status = :to, paymentStatus = :paid, stockReturned = :returned, updatedAt = :now, GSI2SK = :queue, ${HISTORY_APPEND}${change.payment ? ', payment = :payment' : ''}`,
          // updatedAt too: any other write in between (even one that keeps both statuses) makes this one decide again.
          ConditionExpression: `#status = :from AND updatedAt = :seen AND ${before.paymentStatus ? 'paymentStatus = :paidBefore' : 'attribute_not_exists(paymentStatus)'}`,
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':to': to,
            ':from': before.status,
            ':paid': change.paymentStatus,
            ...(before.paymentStatus ? { ':paidBefore': paymentStatusOf(before) } : {}),
            ':returned': after.stockReturned,
            ':now': now,
            ':seen': before.updatedAt,
            ':queue': keys.orderInShop(orderQueueRank(to), before.createdAt, before.id).GSI2SK,
            ...historyValues(change.events),
            ...(change.payment ? { ':payment': change.payment } : {}),
          },
        },
      },
      // Another event or a status change won the race: read again and decide again.
      whenConditionFails: () => new TransactionLostRace(),
    };
    try {
      await commitTransaction([
        orderUpdate,
        ...moves,
        ...orderChangeStatsActions(before, after).map((write) => ({ write })),
      ]);
      log.info('order payment changed', {
        order_id: before.id,
        payment_from: paymentStatusOf(before),
        payment_to: change.paymentStatus,
        from: before.status,
        to,
        events: change.events.map((e) => e.kind),
      });
      return { before, order: after, changed: true, events: change.events };
    } catch (error) {
      if (!(error instanceof TransactionLostRace)) throw error;
      if (attempt >= RETRIES)
        throw new OrderBusy('The order changed while its payment was being recorded. Please try again.');
      await backoff(attempt);
    }
  }
}
