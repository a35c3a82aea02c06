import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../lib/clients';
import { keys } from '../keys';

/**
 * The stock a back-office session saw when it opened a product's form (C2). The older client sends back only the
 * new stockQuantity, so the update compares it with what that session saw, not with the stock of the moment:
 * an untouched field never undoes an order placed in between (decision 0007). Kept for a day.
 */
const KEEP_SECONDS = 24 * 60 * 60;

export async function rememberStockSeen(sessionId: string, productId: number, stock: number): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.stockSeen(sessionId, productId),
        type: 'stock-seen',
        stock,
        ttl: Math.floor(Date.now() / 1000) + KEEP_SECONDS,
      },
    }),
  );
}

export async function stockSeen(sessionId: string, productId: number): Promise<number | null> {
  const out = await db().send(new GetCommand({ TableName: tableName(), Key: keys.stockSeen(sessionId, productId) }));
  const fresh = out.Item && Number(out.Item.ttl) > Date.now() / 1000;
  return fresh ? Number(out.Item!.stock) : null;
}
