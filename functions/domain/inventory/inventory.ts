import { tableName } from '../../lib/clients';
import type { TransactionAction } from '../../lib/transaction';
import { OutOfStock, PriceChanged } from '../errors';
import { keys } from '../keys';

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

/** A transaction action: stock - qty, only while stock >= qty and the price is still the one charged. */
export function takeStockAction(take: StockTake) {
  return {
    Update: {
      TableName: tableName(),
      Key: keys.product(take.productId),
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
      return current && stock >= take.quantity
        ? new PriceChanged(take.name)
        : new OutOfStock({ name: take.name, stock });
    },
  };
}

/** A transaction action: stock + qty for a product that still exists (a deleted product has nothing to give back to). */
export function giveBackStockAction(productId: number, quantity: number) {
  return {
    Update: {
      TableName: tableName(),
      Key: keys.product(productId),
      UpdateExpression: 'SET stock = stock + :qty ADD sales :sold',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':qty': quantity, ':sold': -quantity },
    },
  };
}

/**
 * A transaction action for an order that leaves `canceled`: stock - qty only while the stock is there. Unlike a
 * checkout it does not check the price: the order keeps the price it was placed at.
 */
export function takeStockAgainAction(productId: number, quantity: number) {
  return {
    Update: {
      TableName: tableName(),
      Key: keys.product(productId),
      UpdateExpression: 'SET stock = stock - :qty ADD sales :qty',
      ConditionExpression: 'attribute_exists(PK) AND stock >= :qty',
      ExpressionAttributeValues: { ':qty': quantity },
      ReturnValuesOnConditionCheckFailure: 'ALL_OLD' as const,
    },
  };
}

/**
 * An admin's new stock level, as parts of the product's own conditional update (so a refused edit changes nothing
 * at all): applied only if the stock is still what the admin's form showed. A checkout that happened in between is
 * never undone; the admin is asked to reload instead (`StockChanged`). Null when the level is unchanged.
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
 * Units sold before the stock a product now has, for a shop whose history is written after its products (the
 * local demo seed): `sales` only, the stock stays as it is.
 */
export function pastSalesAction(productId: number, units: number) {
  return {
    Update: {
      TableName: tableName(),
      Key: keys.product(productId),
      UpdateExpression: 'ADD sales :units',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':units': units },
    },
  };
}
