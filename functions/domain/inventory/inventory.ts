import { tableName } from '../../lib/clients';
import { TransactionLostRace, type TransactionAction } from '../../lib/transaction';
import { outOfStock, priceChanged, stockChanged } from './inventory-errors';
import { productKey } from '../keys';

/**
 * The one place where stock changes: checkout takes, a canceled order gives back, an admin sets a new level.
 * Every change is a conditional write on the product item, so no two of them can undo each other.
 * Stock that an order takes or gives back moves the product's `sales` (units sold) by the same amount in the same
 * write, so `sales` always counts the units of orders that are not canceled (decision 0007).
 */
export interface StockTake {
  productId: number;
  quantity: number;
  /** The price and discount the customer is charged; the take fails if either changed meanwhile. */
  price: number;
  discount: number;
}

/** Units of one variant of a product. */
export interface VariantUnits {
  variantId: number;
  quantity: number;
}

/**
 * The parts of one product update that move its variants' stock (DynamoDB allows one write per item in a
 * transaction, so two sizes of one tee move in the product's single update): `variants.#vN.stock` plus or minus
 * `:vqN`, and conditions that each variant still exists (`exist`) or has the units (`enough`). Variants live in the
 * product item under their id (catalog's product-record.ts). Empty strings when there are none, so a product without
 * variants is written exactly as before.
 */
function variantStockMoves(variants: VariantUnits[], sign: '+' | '-') {
  const path = (i: number) => `variants.#v${i}.stock`;
  return {
    set: variants.map((_, i) => `, ${path(i)} = ${path(i)} ${sign} :vq${i}`).join(''),
    exist: variants.map((_, i) => ` AND attribute_exists(${path(i)})`).join(''),
    enough: variants.map((_, i) => ` AND ${path(i)} >= :vq${i}`).join(''),
    names: variants.length ? Object.fromEntries(variants.map((v, i) => [`#v${i}`, String(v.variantId)])) : undefined,
    values: Object.fromEntries(variants.map((v, i) => [`:vq${i}`, v.quantity])),
  };
}

/** A transaction action: stock - qty, only while stock >= qty and the price is still the one charged. */
export function takeStockAction(take: StockTake) {
  return {
    Update: {
      TableName: tableName(),
      Key: productKey(take.productId),
      UpdateExpression: 'SET stock = stock - :qty ADD sales :qty',
      ConditionExpression: 'attribute_exists(PK) AND stock >= :qty AND price = :price AND discount = :discount',
      ExpressionAttributeValues: { ':qty': take.quantity, ':price': take.price, ':discount': take.discount },
      ReturnValuesOnConditionCheckFailure: 'ALL_OLD' as const,
    },
  };
}

/**
 * A checkout's take of one product, with its meaning: when the take is refused, the product is short (out of stock,
 * naming what is left) or, with the units there, its price or discount changed after the customer saw it.
 */
export function takeStock(take: StockTake & { name: string }): TransactionAction {
  return {
    write: takeStockAction(take),
    whenConditionFails: (current) => {
      const stock = Number(current?.stock ?? 0);
      return current && stock >= take.quantity ? priceChanged(take.name) : outOfStock({ name: take.name, stock });
    },
  };
}

/**
 * One variant's part of a checkout. `ownPrice` / `ownDiscount`: the variant has its own (else it is charged the
 * product's, and the take checks that the variant still has none and the product's is unchanged).
 */
export interface VariantTake extends VariantUnits {
  name: string;
  price: number;
  discount: number;
  ownPrice: boolean;
  ownDiscount: boolean;
}

/**
 * A checkout's take of the chosen variants of one product, in ONE update of the product item: each variant's stock
 * - its qty under `stock >= qty` and an unchanged price and discount, and the product's total - their sum. Refused,
 * it names the variant that is short (out of stock) or repriced; a variant removed meanwhile makes the checkout
 * decide again (its line is then left out, as the cart shows it).
 */
export function takeVariantsStock(productId: number, takes: VariantTake[]): TransactionAction {
  const moves = variantStockMoves(takes, '-');
  const field = (i: number, name: string) => `variants.#v${i}.${name}`;
  const charged = (i: number, name: 'price' | 'discount', own: boolean) =>
    own ? `${field(i, name)} = :v${name}${i}` : `attribute_not_exists(${field(i, name)}) AND ${name} = :v${name}${i}`;
  const quantity = takes.reduce((sum, t) => sum + t.quantity, 0);
  return {
    write: {
      Update: {
        TableName: tableName(),
        Key: productKey(productId),
        UpdateExpression: `SET stock = stock - :qty${moves.set} ADD sales :qty`,
        ConditionExpression: [
          'attribute_exists(PK)',
          ...takes.map(
            (t, i) =>
              `${field(i, 'stock')} >= :vq${i} AND ${charged(i, 'price', t.ownPrice)} AND ${charged(i, 'discount', t.ownDiscount)}`,
          ),
        ].join(' AND '),
        ExpressionAttributeNames: moves.names,
        ExpressionAttributeValues: {
          ':qty': quantity,
          ...moves.values,
          ...Object.fromEntries(
            takes.flatMap((t, i) => [
              [`:vprice${i}`, t.price],
              [`:vdiscount${i}`, t.discount],
            ]),
          ),
        },
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD' as const,
      },
    },
    whenConditionFails: (current) => {
      const stored = (current?.variants ?? {}) as Record<string, { stock?: number; price?: number; discount?: number }>;
      if (current && takes.some((t) => !stored[String(t.variantId)])) return new TransactionLostRace();
      const short = takes.find((t) => Number(stored[String(t.variantId)]?.stock ?? 0) < t.quantity);
      if (!current || short) {
        const take = short ?? takes[0];
        return outOfStock({ name: take.name, stock: Number(stored[String(take.variantId)]?.stock ?? 0) });
      }
      const stillCharged = (t: VariantTake) => {
        const v = stored[String(t.variantId)];
        return (v.price ?? current.price) === t.price && (v.discount ?? current.discount) === t.discount;
      };
      return priceChanged((takes.find((t) => !stillCharged(t)) ?? takes[0]).name);
    },
  };
}

/**
 * A transaction action: stock + qty for a product that still exists (a deleted product has nothing to give back to).
 * With `variants`, each unit goes back to the variant it came from, in the same write as the product's total; the
 * caller leaves out variants removed since (their units are given back to nobody).
 */
export function giveBackStockAction(productId: number, quantity: number, variants: VariantUnits[] = []) {
  const moves = variantStockMoves(variants, '+');
  return {
    Update: {
      TableName: tableName(),
      Key: productKey(productId),
      UpdateExpression: `SET stock = stock + :qty${moves.set} ADD sales :sold`,
      ConditionExpression: `attribute_exists(PK)${moves.exist}`,
      ExpressionAttributeNames: moves.names,
      ExpressionAttributeValues: { ':qty': quantity, ':sold': -quantity, ...moves.values },
    },
  };
}

/**
 * A transaction action for an order that leaves `canceled`: stock - qty only while the stock is there. Unlike a
 * checkout it does not check the price: the order keeps the price it was placed at.
 */
export function takeStockAgainAction(productId: number, quantity: number, variants: VariantUnits[] = []) {
  const moves = variantStockMoves(variants, '-');
  return {
    Update: {
      TableName: tableName(),
      Key: productKey(productId),
      UpdateExpression: `SET stock = stock - :qty${moves.set} ADD sales :qty`,
      ConditionExpression: `attribute_exists(PK) AND stock >= :qty${moves.enough}`,
      ExpressionAttributeNames: moves.names,
      ExpressionAttributeValues: { ':qty': quantity, ...moves.values },
      ReturnValuesOnConditionCheckFailure: 'ALL_OLD' as const,
    },
  };
}

/**
 * An admin's new stock level, as parts of the product's own conditional update (so a refused edit changes nothing
 * at all): applied only if the stock is still what the admin's form showed. A checkout that happened in between is
 * never undone; the admin is asked to reload instead (`stock-changed`). Null when the level is unchanged.
 */
export function stockLevelChange(expectedCurrent: number, newLevel: number) {
  if (expectedCurrent === newLevel) return null;
  return {
    set: 'stock = :stockLevel',
    condition: 'stock = :stockSeen',
    values: { ':stockLevel': newLevel, ':stockSeen': expectedCurrent },
    expectedCurrent,
  };
}

/**
 * An admin's stock levels for a product's variants (issue 20), for the product's own conditional update, which
 * writes the variants with these levels and the total. A level the form did not change keeps the variant's stock as
 * the save read it; a changed one replaces it only if the stock is still what the editor saw (else `stock-changed`,
 * as for a product without variants). Every kept variant's stock must still be what the save read, so the total is
 * exact: a checkout in between fails the write, and the save is decided again on a fresh read (`retry`).
 */
export function variantStockLevels(
  now: Record<string, number>,
  seen: Record<string, number>,
  wanted: Array<{ key: string; level: number }>,
) {
  const levels: Record<string, number> = {};
  const kept = wanted.filter((w) => now[w.key] !== undefined);
  for (const w of wanted) {
    const before = seen[w.key] ?? now[w.key];
    if (now[w.key] === undefined || w.level !== before) levels[w.key] = w.level;
    else levels[w.key] = now[w.key];
    if (now[w.key] !== undefined && w.level !== before && now[w.key] !== before) throw stockChanged();
  }
  return {
    levels,
    set: 'stock = :stockTotal',
    condition: kept.map((_, i) => `variants.#s${i}.stock = :s${i}`).join(' AND '),
    names: Object.fromEntries(kept.map((w, i) => [`#s${i}`, w.key])),
    values: {
      ':stockTotal': Object.values(levels).reduce((sum, n) => sum + n, 0),
      ...Object.fromEntries(kept.map((w, i) => [`:s${i}`, now[w.key]])),
    },
  };
}

/**
 * Units sold before the stock a product now has, for a shop whose history is written after its products (the
 * local demo seed): `sales` only, the stock stays as it is.
 */
export function pastSalesAction(productId: number, units: number) {
  return {
    Update: {
      TableName: tableName(),
      Key: productKey(productId),
      UpdateExpression: 'ADD sales :units',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':units': units },
    },
  };
}
