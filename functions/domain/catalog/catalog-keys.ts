import type { IdCounter } from '../ids';
import { idAfter, pad, PRODUCT_PARTITION_PREFIX, PRODUCT_SORT_KEY } from '../keys';

/**
 * Where the catalogue is in the table (decision 0068). A product's own item is `productKey` (../keys.ts), which
 * inventory's stock moves update too; its pictures and guards are other items.
 */
export const catalogKeys = {
  /** What a filter on the table's stream matches for a product item (infra/web/page-renderer.ts). */
  productItem: { partitionPrefix: PRODUCT_PARTITION_PREFIX, sortKey: PRODUCT_SORT_KEY },
  /** The product id of a product item's keys; null for any other item. */
  productIdOf: (pk: string, sk: string): number | null =>
    sk === PRODUCT_SORT_KEY ? idAfter(PRODUCT_PARTITION_PREFIX, pk) : null,
  productInCategory: (category: string, id: number) => ({ GSI1PK: `CATEGORY#${category}`, GSI1SK: pad(id) }),
  categoryIndex: (category: string) => `CATEGORY#${category}`,
  productInCatalogue: (id: number) => ({ GSI2PK: 'PRODUCTS', GSI2SK: pad(id) }),
  catalogueIndex: 'PRODUCTS',
  skuGuard: (sku: string) => ({ PK: `SKU#${sku.toUpperCase()}`, SK: 'SKU' }),
  /** Reverse entries on cart lines and wishlist entries, so a deleted product can be taken out of every one. */
  productHolder: (productId: number, kind: 'CART' | 'WISH', userId: number) => ({
    GSI2PK: `HOLDERS#${pad(productId)}`,
    GSI2SK: `${kind}#${pad(userId)}`,
  }),
  productHolders: (productId: number) => `HOLDERS#${pad(productId)}`,
} as const;

export const productIds: IdCounter = { counter: 'PRODUCT' };
export const variantIds: IdCounter = { counter: 'VARIANT' };
/** Picture and user-guide files: their S3 names carry the id. */
export const imageIds: IdCounter = { counter: 'IMAGE' };
