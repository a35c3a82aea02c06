import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../lib/clients';
import { inventoryKeys } from './inventory-keys';

/**
 * The stock a back-office session saw when it opened a product's form (C2). The older client sends back only the
 * new stockQuantity, so the update compares it with what that session saw, not with the stock of the moment:
 * an untouched field never undoes an order placed in between (decision 0007). Kept for a day.
 */
const KEEP_SECONDS = 24 * 60 * 60;

export async function rememberStockSeen(
  sessionId: string,
  productId: number,
  stock: number,
  variants: Record<string, number> = {},
): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...inventoryKeys.stockSeen(sessionId, productId),
        type: 'stock-seen',
        stock,
        // Issue 20: each variant's stock too (by variant id), so a save never undoes an order of one size.
        ...(Object.keys(variants).length ? { variants } : {}),
        ttl: Math.floor(Date.now() / 1000) + KEEP_SECONDS,
      },
    }),
  );
}

async function seenItem(sessionId: string, productId: number) {
  const out = await db().send(
    new GetCommand({ TableName: tableName(), Key: inventoryKeys.stockSeen(sessionId, productId) }),
  );
  return out.Item && Number(out.Item.ttl) > Date.now() / 1000 ? out.Item : null;
}

export async function stockSeen(sessionId: string, productId: number): Promise<number | null> {
  const item = await seenItem(sessionId, productId);
  return item ? Number(item.stock) : null;
}

/** Each variant's stock this session saw (by variant id); empty when it saw none. */
export async function variantStockSeen(sessionId: string, productId: number): Promise<Record<string, number>> {
  const item = await seenItem(sessionId, productId);
  return (item?.variants as Record<string, number> | undefined) ?? {};
}
