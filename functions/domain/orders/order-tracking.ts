import { trackingText, type Tracking } from '../../../shared/rules/couriers';
import { tableName } from '../../lib/clients';
import { TransactionLostRace, type TransactionAction } from '../../lib/transaction';
import { orderKeys } from './order-keys';
import { HISTORY_APPEND, historyValues } from './order-history';
import type { OrderActor, OrderEvent, OrderRecord } from './order-record';

/**
 * A shipped order given another courier or number (a typo corrected): the order with its new tracking, and the
 * timeline event that says what it was (`from`, null when it had none) and what it is now (`to`).
 */
export function withTracking(order: OrderRecord, tracking: Tracking, by: OrderActor, at: string) {
  const from = order.tracking ? trackingText(order.tracking) : undefined;
  const event: OrderEvent = { at, kind: 'tracking', by, ...(from && { from }), to: trackingText(tracking) };
  const updated: OrderRecord = { ...order, tracking, updatedAt: at, history: [...(order.history ?? []), event] };
  return { updated, events: [event] };
}

/**
 * The transaction item that writes a corrected tracking. Conditional on the order being shipped and unchanged since
 * it was read, so a correction never lands on an order another request has just moved or corrected.
 */
export function trackingChangeAction(
  order: OrderRecord,
  updated: OrderRecord,
  events: OrderEvent[],
): TransactionAction {
  return {
    write: {
      Update: {
        TableName: tableName(),
        Key: orderKeys.order(order.id),
        UpdateExpression: `SET tracking = :tracking, updatedAt = :now, ${HISTORY_APPEND}`,
        ConditionExpression: '#status = :shipped AND updatedAt = :seen',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':tracking': updated.tracking,
          ':shipped': 'shipped',
          ':now': updated.updatedAt,
          ':seen': order.updatedAt,
          ...historyValues(events),
        },
      },
    },
    whenConditionFails: () => new TransactionLostRace(),
  };
}

/**
 * A status move's update (`statusChangeAction`) that also writes the tracking given with the move to shipped, in the
 * same conditional update.
 */
export function alsoSettingTracking(action: TransactionAction, tracking: Tracking): TransactionAction {
  const update = action.write.Update;
  if (!update) throw new Error('Only an order update can also set its tracking.');
  return {
    ...action,
    write: {
      Update: {
        ...update,
        UpdateExpression: `${update.UpdateExpression}, tracking = :tracking`,
        ExpressionAttributeValues: { ...update.ExpressionAttributeValues, ':tracking': tracking },
      },
    },
  };
}
