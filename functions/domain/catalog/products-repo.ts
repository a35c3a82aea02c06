import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Category } from '../../../shared/rules/catalogue';
import { db, tableName } from '../../lib/clients';
import { queryAll } from '../../lib/query-all';
import { nextId } from '../ids';
import { productKey } from '../keys';
import { catalogKeys, productIds } from './catalog-keys';
import { indexQuery, recordOf } from '../../lib/table';
import { commitTransaction } from '../../lib/transaction';
import type { ProductRecord } from './product-record';
import { skuClaimActions, type HeldSku } from './sku-claims';
import { notFoundMessages } from '../../../shared/api/not-found';

/** Product reads cost one request each: a GetItem, or one Query of an index (paged past 1 MB only). */
export const PRODUCT_NOT_FOUND = notFoundMessages.product;

const toRecord = (item: Record<string, unknown>) => recordOf<ProductRecord>(item);

export async function getProduct(id: number): Promise<ProductRecord | null> {
  const out = await db().send(new GetCommand({ TableName: tableName(), Key: productKey(id) }));
  return out.Item ? toRecord(out.Item) : null;
}

/** Newest first. */
export async function productsInCategory(category: Category, onlyFeatured = false): Promise<ProductRecord[]> {
  const query = indexQuery('GSI1', catalogKeys.categoryIndex(category));
  const items = await queryAll({
    ...query,
    ...(onlyFeatured
      ? {
          FilterExpression: 'featured = :yes',
          ExpressionAttributeValues: { ...query.ExpressionAttributeValues, ':yes': true },
        }
      : {}),
    ScanIndexForward: false,
  });
  return items.map(toRecord);
}

/** The whole catalogue, newest first. */
export async function allProducts(): Promise<ProductRecord[]> {
  const items = await queryAll({ ...indexQuery('GSI2', catalogKeys.catalogueIndex), ScanIndexForward: false });
  return items.map(toRecord);
}

/**
 * Writes a new product and its SKU guard in one transaction (a typed duplicate SKU fails as `sku-taken`). Files are
 * stored by the caller, which knows the product id only after `reserveProductId`.
 */
export async function reserveProductId(): Promise<number> {
  return nextId(productIds);
}

export async function insertProduct(
  id: number,
  input: Omit<ProductRecord, 'id' | 'createdAt' | 'updatedAt'>,
  skus: HeldSku[] = [{ sku: input.sku, field: 'sku' }],
): Promise<ProductRecord> {
  const now = new Date().toISOString();
  const product: ProductRecord = { ...input, id, createdAt: now, updatedAt: now };
  await commitTransaction([
    {
      write: {
        Put: {
          TableName: tableName(),
          Item: {
            ...productKey(id),
            ...catalogKeys.productInCategory(product.category, id),
            ...catalogKeys.productInCatalogue(id),
            type: 'product',
            ...product,
          },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
    },
    // The product's id is fresh, so no guard names it yet: every claim must find its SKU free.
    ...skuClaimActions(id, [], skus),
  ]);
  return product;
}
