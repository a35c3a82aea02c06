import { orderQueueRank, type OrderStatus } from '../../../shared/rules/orders';
import { backoff } from '../../lib/backoff';
import { tableName } from '../../lib/clients';
import { log } from '../../lib/log';
import { commitTransaction, TransactionLostRace, type TransactionAction } from '../../lib/transaction';
import { CannotReopen, NotFound, OrderBusy } from '../errors';
import { getProducts } from '../catalog/products-batch';
import { giveBackStockAction, takeStockAgainAction } from '../inventory/inventory';
import { keys } from '../keys';
import { statsActions } from '../stats/stats-actions';
import { HISTORY_APPEND, historyValues, statusChangeEvents } from './order-history';
import type { OrderActor, OrderRecord } from './order-record';
import { getOrder } from './orders-repo';
import { notFoundMessages } from '../../../shared/api/not-found';

export const ORDER_NOT_FOUND = notFoundMessages.order;

/** Who made a change, as a log line shows it (an id and role, never a name or an e-mail). */
export const actorFields = (by: OrderActor) =>
  by.kind === 'user' ? { kind: by.kind, id: by.id, role: by.role } : { kind: by.kind };
const RETRIES = 8;

/** Units per product of an order (a product appears once per order, but the sum costs nothing). */
function unitsByProduct(order: OrderRecord): Map<number, number> {
  const out = new Map<number, number>();
  for (const l of order.lines) out.set(l.productId, (out.get(l.productId) ?? 0) + l.quantity);
  return out;
}

/**
 * Stock moves only across the canceled line: canceling gives the units back (to products that still exist);
 * leaving canceled takes them again, which needs every product to exist and have the units. A product deleted
 * meanwhile makes the change decide again; a take refused for want of units names the product.
 */
export async function stockMoves(order: OrderRecord, from: OrderStatus, to: OrderStatus): Promise<TransactionAction[]> {
  const giving = to === 'canceled' && from !== 'canceled';
  const taking = from === 'canceled' && to !== 'canceled';
  if (!giving && !taking) return [];
  const units = unitsByProduct(order);
  const products = await getProducts([...units.keys()]);
  const decideAgain = () => new TransactionLostRace();
  if (giving)
    return [...units]
      .filter(([id]) => products.has(id))
      .map(([id, qty]) => ({ write: giveBackStockAction(id, qty), whenConditionFails: decideAgain }));
  const moves = [...units].map(([productId, quantity]) => ({
    productId,
    quantity,
    name: order.lines.find((l) => l.productId === productId)!.name,
  }));
  const gone = moves.find((m) => !products.has(m.productId));
  if (gone) throw new CannotReopen(`${gone.name} is no longer in the catalogue, so this order cannot be reopened.`);
  const short = moves.find((m) => products.get(m.productId)!.stock < m.quantity);
  if (short) throw notEnoughToReopen(short.name, products.get(short.productId)!.stock);
  return moves.map((m) => ({
    write: takeStockAgainAction(m.productId, m.quantity),
    whenConditionFails: (current) => (current ? notEnoughToReopen(m.name, Number(current.stock)) : decideAgain()),
    // A short product is the answer even when the order also moved on meanwhile.
    precedence: 1,
  }));
}

const notEnoughToReopen = (name: string, stock: number) =>
  new CannotReopen(
    `Not enough stock to reopen this order: only ${Math.max(0, stock)} of ${name} left. Restock it first.`,
  );

/**
 * B6: moves an order to another status in ONE transaction with its stock and the aggregates. The order update is
 * conditional on the status it had when read, so a cancel gives stock back exactly once even when two requests
 * race; the loser re-reads and finds nothing left to do. Returns the order and whether it changed.
 */
export async function changeOrderStatus(
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
    const updated: OrderRecord = {
      ...order,
      status: to,
      stockReturned: to === 'canceled',
      updatedAt: now,
      history: [...(order.history ?? []), ...events],
    };
    const orderUpdate: TransactionAction = {
      write: {
        Update: {
          TableName: tableName(),
          Key: keys.order(orderId),
          UpdateExpression: `SET #status = :to, stockReturned = :returned, updatedAt = :now, GSI2SK = :queue, ${HISTORY_APPEND}`,
          ConditionExpression: '#status = :from',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':to': to,
            ':from': from,
            ':returned': updated.stockReturned,
            ':now': updated.updatedAt,
            ':queue': keys.orderInShop(orderQueueRank(to), order.createdAt, order.id).GSI2SK,
            ...historyValues(events),
          },
        },
      },
      // Another request changed the order first: read it again and decide again.
      whenConditionFails: () => new TransactionLostRace(),
    };
    try {
      await commitTransaction([orderUpdate, ...moves, ...statsActions(order, from, to).map((write) => ({ write }))]);
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
