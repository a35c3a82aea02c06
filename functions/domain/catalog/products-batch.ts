import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../lib/clients';
import { recordOf } from '../../lib/table';
import { productKey } from '../keys';
import type { ProductRecord } from './product-record';

/**
 * Several products by id in as few requests as DynamoDB allows (100 keys a call); missing ones are left out.
 * `consistent`: as the last write left them (what a stock change tells people reads, decision 0085).
 */
export async function getProducts(ids: number[], { consistent = false } = {}): Promise<Map<number, ProductRecord>> {
  const unique = [...new Set(ids)];
  const found = new Map<number, ProductRecord>();
  for (let i = 0; i < unique.length; i += 100) {
    let request: Record<string, { Keys: Record<string, unknown>[] }> | undefined = {
      [tableName()]: {
        Keys: unique.slice(i, i + 100).map((id) => productKey(id)),
        ...(consistent ? { ConsistentRead: true } : {}),
      },
    };
    while (request && Object.keys(request).length > 0) {
      const out = await db().send(new BatchGetCommand({ RequestItems: request }));
      for (const item of out.Responses?.[tableName()] ?? []) found.set(Number(item.id), recordOf<ProductRecord>(item));
      request = out.UnprocessedKeys as typeof request;
    }
  }
  return found;
}
