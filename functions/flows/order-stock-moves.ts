import type { OrderStatus } from '../../shared/rules/orders';
import { TransactionLostRace, type TransactionAction } from '../lib/transaction';
import { getProducts } from '../domain/catalog';
import { CannotReopen } from '../domain/errors';
import { giveBackStockAction, takeStockAgainAction } from '../domain/inventory';
import type { OrderRecord } from '../domain/orders';

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
