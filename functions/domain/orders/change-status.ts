import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { orderQueueRank, type OrderStatus } from '../../../shared/rules/orders';
import { db, tableName } from '../../lib/clients';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { getProducts } from '../catalog/products-batch';
import { giveBackStockAction, takeStockAgainAction } from '../inventory/inventory';
import { keys } from '../keys';
import { statsActions } from '../stats/stats-actions';
import { HISTORY_APPEND, historyValues, statusChangeEvents } from './order-history';
import type { OrderActor, OrderRecord } from './order-record';
import { getOrder } from './orders-repo';
import { notFoundMessages } from '../../../shared/api/not-found';

export const ORDER_NOT_FOUND = notFoundMessages.order;
const RETRIES = 8;

/** Units per product of an order (a product appears once per order, but the sum costs nothing). */
function unitsByProduct(order: OrderRecord): Map<number, number> {
  const out = new Map<number, number>();
  for (const l of order.lines) out.set(l.productId, (out.get(l.productId) ?? 0) + l.quantity);
  return out;
}

/**
 * Stock moves only across the canceled line: canceling gives the units back (to products that still exist);
 * leaving canceled takes them again, which needs every product to exist and have the units.
 */
export async function stockMoves(order: OrderRecord, from: OrderStatus, to: OrderStatus) {
  const giving = to === 'canceled' && from !== 'canceled';
  const taking = from === 'canceled' && to !== 'canceled';
  if (!giving && !taking) return { actions: [], taken: [] as Array<{ productId: number; quantity: number; name: string }> };
  const units = unitsByProduct(order);
  const products = await getProducts([...units.keys()]);
  if (giving) return { actions: [...units].filter(([id]) => products.has(id)).map(([id, qty]) => giveBackStockAction(id, qty)), taken: [] };
  const moves = [...units].map(([productId, quantity]) => ({ productId, quantity, name: order.lines.find((l) => l.productId === productId)!.name }));
  const gone = moves.find((m) => !products.has(m.productId));
  if (gone) throw badRequest(`${gone.name} is no longer in the catalogue, so this order cannot be reopened.`);
  const short = moves.find((m) => products.get(m.productId)!.stock < m.quantity);
  if (short) throw notEnoughToReopen(short.name, products.get(short.productId)!.stock);
  return { actions: moves.map((m) => takeStockAgainAction(m.productId, m.quantity)), taken: moves };
}

const notEnoughToReopen = (name: string, stock: number) =>
  badRequest(`Not enough stock to reopen this order: only ${Math.max(0, stock)} of ${name} left. Restock it first.`);

/**
 * B6: moves an order to another status in ONE transaction with its stock and the aggregates. The order update is
 * conditional on the status it had when read, so a cancel gives stock back exactly once even when two requests
 * race; the loser re-reads and finds nothing left to do. Returns the order and whether it changed.
 */
export async function changeOrderStatus(orderId: number, to: OrderStatus, by: OrderActor = { kind: 'system' }): Promise<{ order: OrderRecord; changed: boolean }> {
  for (let attempt = 0; ; attempt++) {
    const order = await getOrder(orderId);
    if (!order) throw notFound(ORDER_NOT_FOUND);
    const from = order.status;
    if (from === to) return { order, changed: false };
    const moves = await stockMoves(order, from, to);
    const now = new Date().toISOString();
    const events = statusChangeEvents(order, from, to, by, now);
    const updated: OrderRecord = { ...order, status: to, stockReturned: to === 'canceled', updatedAt: now, history: [...(order.history ?? []), ...events] };
    const orderUpdate = {
      Update: {
        TableName: tableName(),
        Key: keys.order(orderId),
        UpdateExpression: `SET #status = :to, stockReturned = :returned, updatedAt = :now, GSI2SK = :queue, ${HISTORY_APPEND}`,
        ConditionExpression: '#status = :from',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':to': to, ':from': from, ':returned': updated.stockReturned, ':now': updated.updatedAt,
          ':queue': keys.orderInShop(orderQueueRank(to), order.createdAt, order.id).GSI2SK,
          ...historyValues(events),
        },
      },
    };
    try {
      await db().send(new TransactWriteCommand({ TransactItems: [orderUpdate, ...moves.actions, ...statsActions(order, from, to)] }));
      return { order: updated, changed: true };
    } catch (error) {
      if (!(error instanceof TransactionCanceledException)) throw error;
      const reasons = error.CancellationReasons ?? [];
      const shortIndex = moves.taken.findIndex((_, i) => reasons[i + 1]?.Code === 'ConditionalCheckFailed');
      if (shortIndex >= 0) {
        const raw = reasons[shortIndex + 1]?.Item;
        if (raw) throw notEnoughToReopen(moves.taken[shortIndex].name, Number(unmarshall(raw).stock));
      }
      // Another request changed the order, a product was deleted meanwhile, or a conflict on a hot item: read again.
      if (attempt >= RETRIES) throw new AppError(409, 'The order changed while it was being updated. Please reload and try again.');
      await new Promise((r) => setTimeout(r, 20 + Math.random() * 60 * (attempt + 1)));
    }
  }
}
