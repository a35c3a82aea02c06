import { DeleteCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { isLowStock } from '../../../shared/rules/stock-alerts';
import { db, tableName } from '../../lib/clients';
import { inventoryKeys } from './inventory-keys';

/** One product's or size's stock, as a stock change left it (`variantId` null: the product's own total). */
export interface StockUnit {
  variantId: number | null;
  stock: number;
}

/**
 * The crossing rule (issue 33): a unit at or under the threshold that admins were not told about is to be told; a
 * unit above it that they were told about is cleared, so its next fall is a new crossing. Anything else: nothing.
 */
export function lowStockCrossings(units: StockUnit[], threshold: number, alerted: ReadonlySet<string>) {
  const key = (u: StockUnit) => String(u.variantId ?? 'ALL');
  return {
    alert: units.filter((u) => isLowStock(u.stock, threshold) && !alerted.has(key(u))),
    clear: units.filter((u) => !isLowStock(u.stock, threshold) && alerted.has(key(u))),
  };
}

/** The sizes of a product admins were told are low (`ALL` for the product itself). */
export async function lowStockAlerted(productId: number): Promise<Set<string>> {
  const out = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk',
      ExpressionAttributeValues: { ':pk': inventoryKeys.lowStockAlerts(productId) },
      ConsistentRead: true,
    }),
  );
  return new Set((out.Items ?? []).map((i) => String(i.SK).slice('SIZE#'.length)));
}

/** Marks a crossing; answers whether THIS call marked it (parallel checkouts: one of them mails). */
export async function markLowStock(productId: number, unit: StockUnit): Promise<boolean> {
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...inventoryKeys.lowStockAlert(productId, unit.variantId),
          stock: unit.stock,
          at: new Date().toISOString(),
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/** The unit is above its threshold again: its next fall is a new crossing. */
export async function clearLowStock(productId: number, unit: StockUnit): Promise<void> {
  await db().send(
    new DeleteCommand({ TableName: tableName(), Key: inventoryKeys.lowStockAlert(productId, unit.variantId) }),
  );
}
