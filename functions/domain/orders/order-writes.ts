import { orderQueueRank, releasesStock, type OrderStatus } from '../../../shared/rules/orders';
import { tableName } from '../../lib/clients';
import { TransactionLostRace, type TransactionAction } from '../../lib/transaction';
import { orderKeys } from './order-keys';
import { HISTORY_APPEND, historyValues } from './order-history';
import { paymentStatusOf, type OrderEvent, type OrderRecord, type PaymentDetails, type SlipFile } from './order-record';
import { orderItem } from './orders-repo';

/** The transaction item that writes a new order (never over an existing one). */
export function newOrderAction(order: OrderRecord): TransactionAction {
  return {
    write: { Put: { TableName: tableName(), Item: orderItem(order), ConditionExpression: 'attribute_not_exists(PK)' } },
  };
}

/** The order as it is after a status change, with the change's events on its timeline. */
export function withStatus(order: OrderRecord, to: OrderStatus, events: OrderEvent[], now: string): OrderRecord {
  return {
    ...order,
    status: to,
    stockReturned: releasesStock(to),
    updatedAt: now,
    ...(to === 'delivered' ? { deliveredAt: now } : {}),
    history: [...(order.history ?? []), ...events],
  };
}

/**
 * The transaction item that moves an order from the status it had when read to `updated`'s status. Conditional on
 * that status, so a request that lost a race reads the order again and decides again.
 */
export function statusChangeAction(order: OrderRecord, updated: OrderRecord, events: OrderEvent[]): TransactionAction {
  return {
    write: {
      Update: {
        TableName: tableName(),
        Key: orderKeys.order(order.id),
        UpdateExpression: `SET #status = :to, stockReturned = :returned, updatedAt = :now, GSI2SK = :queue, ${HISTORY_APPEND}${updated.status === 'delivered' ? ', deliveredAt = :now' : ''}`,
        ConditionExpression: '#status = :from',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':to': updated.status,
          ':from': order.status,
          ':returned': updated.stockReturned,
          ':now': updated.updatedAt,
          ':queue': orderKeys.orderInShop(orderQueueRank(updated.status), order.createdAt, order.id).GSI2SK,
          ...historyValues(events),
        },
      },
    },
    // Another request changed the order first: read it again and decide again.
    whenConditionFails: () => new TransactionLostRace(),
  };
}

/** A condition on the order's status for a timeline append, and the refusal when it does not hold. */
export type WhileStatus = ({ is: OrderStatus; isNot?: never } | { isNot: OrderStatus; is?: never }) & {
  otherwise: () => Error;
};

/**
 * The transaction item that adds events to an order's timeline without changing the order (a return's step, a
 * refund: issue 22). An append never undoes another write, so it needs no condition of its own; `whileStatus` makes
 * the whole transaction hold only while the order has (or has not) a status, so a return and a cancel racing cannot
 * both win.
 */
export function orderEventsAction(orderId: number, events: OrderEvent[], whileStatus?: WhileStatus): TransactionAction {
  const update = {
    TableName: tableName(),
    Key: orderKeys.order(orderId),
    UpdateExpression: `SET ${HISTORY_APPEND}`,
    ExpressionAttributeValues: historyValues(events),
  };
  if (!whileStatus) return { write: { Update: update } };
  const status = whileStatus.is ?? whileStatus.isNot;
  return {
    write: {
      Update: {
        ...update,
        ConditionExpression: whileStatus.is ? '#status = :status' : 'attribute_exists(PK) AND #status <> :status',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ...update.ExpressionAttributeValues, ':status': status },
      },
    },
    whenConditionFails: whileStatus.otherwise,
    // The order's status is the answer even when the return moved on meanwhile too.
    precedence: 1,
  };
}

/**
 * The transaction item that records a payment change (`before` as read, `after` as it will be). Conditional on the
 * status AND the payment status seen, and on the last change time: any other write in between (even one that keeps
 * both statuses) makes the change decide again.
 */
export function paymentChangeAction(
  before: OrderRecord,
  after: OrderRecord,
  events: OrderEvent[],
  payment?: PaymentDetails,
  slip?: SlipFile,
): TransactionAction {
  return {
    write: {
      Update: {
        TableName: tableName(),
        Key: orderKeys.order(before.id),
        UpdateExpression: `SET #status = :to, paymentStatus = :paid, stockReturned = :returned, updatedAt = :now, GSI2SK = :queue, ${HISTORY_APPEND}${payment ? ', payment = :payment' : ''}${slip ? ', slip = :slip' : ''}`,
        ConditionExpression: `#status = :from AND updatedAt = :seen AND ${before.paymentStatus ? 'paymentStatus = :paidBefore' : 'attribute_not_exists(paymentStatus)'}`,
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':to': after.status,
          ':from': before.status,
          ':paid': after.paymentStatus,
          ...(before.paymentStatus ? { ':paidBefore': paymentStatusOf(before) } : {}),
          ':returned': after.stockReturned,
          ':now': after.updatedAt,
          ':seen': before.updatedAt,
          ':queue': orderKeys.orderInShop(orderQueueRank(after.status), before.createdAt, before.id).GSI2SK,
          ...historyValues(events),
          ...(payment ? { ':payment': payment } : {}),
          ...(slip ? { ':slip': slip } : {}),
        },
      },
    },
    // Another event or a status change won the race: read again and decide again.
    whenConditionFails: () => new TransactionLostRace(),
  };
}
