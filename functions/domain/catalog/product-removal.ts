import { tableName } from '../../lib/clients';
import type { TransactionAction } from '../../lib/transaction';
import { notFound } from '../shop-errors';
import { productKey } from '../keys';
import { catalogKeys } from './catalog-keys';
import { storedImageFiles } from './image-files';
import type { ProductRecord } from './product-record';
import { PRODUCT_NOT_FOUND } from './products-repo';
import { heldSkus } from './sku-claims';

/** The transaction items that remove a product and its SKU guards, its own and its variants' (a product deleted meanwhile is not found). */
export function productRemovalActions(product: ProductRecord): TransactionAction[] {
  return [
    {
      write: {
        Delete: { TableName: tableName(), Key: productKey(product.id), ConditionExpression: 'attribute_exists(PK)' },
      },
      whenConditionFails: () => notFound(PRODUCT_NOT_FOUND),
    },
    ...heldSkus(product).map((sku) => ({
      write: {
        Delete: {
          TableName: tableName(),
          Key: catalogKeys.skuGuard(sku),
          ConditionExpression: 'attribute_not_exists(PK) OR productId = :id',
          ExpressionAttributeValues: { ':id': product.id },
        },
      },
    })),
  ];
}

/** Every stored file of a product: its images (with their variants) and its user guide. */
export const productFiles = (product: ProductRecord): string[] => [
  ...storedImageFiles(product.images),
  ...(product.userGuidePath ? [product.userGuidePath] : []),
];
