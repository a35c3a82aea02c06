import { tableName } from '../../lib/clients';
import type { TransactionAction } from '../../lib/transaction';
import { skuTaken } from './catalog-errors';
import { catalogKeys } from './catalog-keys';

/** A SKU a product holds, with the form field that named it (`sku`, or a variant's `variants.2.sku`). */
export interface HeldSku {
  sku: string;
  field: string;
  /** The refusal's text when the SKU is taken; by default "This SKU is already used by another product." */
  takenMessage?: string;
}

const norm = (sku: string) => sku.toUpperCase();

/**
 * SKUs are unique across the shop, products and variants alike: each is a guard item `SKU#<sku>` naming the product
 * that holds it, claimed by a conditional Put in the same transaction as the product's write. Moving from `held` to
 * `wanted` claims the new ones (free, or already this product's) and releases the ones no longer used; a SKU kept is
 * not touched, so no item is written twice in one transaction.
 */
export function skuClaimActions(productId: number, held: string[], wanted: HeldSku[]): TransactionAction[] {
  const heldSet = new Set(held.map(norm));
  const wantedSet = new Set(wanted.map((w) => norm(w.sku)));
  const claims: TransactionAction[] = wanted
    .filter((w) => !heldSet.has(norm(w.sku)))
    .map((w) => ({
      write: {
        Put: {
          TableName: tableName(),
          Item: { ...catalogKeys.skuGuard(w.sku), type: 'sku-guard', productId },
          ConditionExpression: 'attribute_not_exists(PK) OR productId = :id',
          ExpressionAttributeValues: { ':id': productId },
        },
      },
      whenConditionFails: () => skuTaken(w.takenMessage, w.field),
      precedence: 1,
    }));
  const releases: TransactionAction[] = [...heldSet]
    .filter((sku) => !wantedSet.has(sku))
    .map((sku) => ({
      write: {
        Delete: {
          TableName: tableName(),
          Key: catalogKeys.skuGuard(sku),
          ConditionExpression: 'attribute_not_exists(PK) OR productId = :id',
          ExpressionAttributeValues: { ':id': productId },
        },
      },
    }));
  return [...claims, ...releases];
}

/** Every SKU a stored product holds: its own and its variants'. */
export const heldSkus = (product: { sku: string; variants?: Record<string, { sku: string }> }): string[] => [
  product.sku,
  ...Object.values(product.variants ?? {}).map((v) => v.sku),
];
