import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { derivedSku, productMessages } from '../../../shared/validation/product';
import type { Category } from '../../../shared/rules/catalogue';
import { db, tableName } from '../../lib/clients';
import { AppError, fieldError } from '../../lib/errors';
import { nextId } from '../ids';
import { storedImageFiles } from './image-files';
import { deleteFiles, putFile } from '../../lib/uploads';
import { stockChanged, stockLevelChange } from '../inventory/inventory';
import { keys } from '../keys';
import { storeImages, type UploadedFile } from './create-product';
import type { ProductRecord } from './product-record';
import { getProduct } from './products-repo';

export const PRODUCT_CHANGED = 'This product was changed by someone else while you were editing it. Reload it and try again.';

export interface ProductChanges {
  name: string;
  description: string;
  category: Category;
  brandName: string | null;
  price: number;
  discount: number;
  featured?: boolean;
  stock: number;
  /** The stock the editor saw; a different current stock means orders moved it meanwhile. */
  expectedStock: number;
  newImages: UploadedFile[];
  removeImageIds: number[];
  userGuide?: UploadedFile;
  removeUserGuide: boolean;
}

/** The SKU guard moves with the SKU: the new one must be free (or already ours), the old one is released. */
function skuGuardActions(current: ProductRecord, sku: string) {
  if (sku.toUpperCase() === current.sku.toUpperCase()) return [];
  return [
    { Put: { TableName: tableName(), Item: { ...keys.skuGuard(sku), type: 'sku-guard', productId: current.id }, ConditionExpression: 'attribute_not_exists(PK) OR productId = :id', ExpressionAttributeValues: { ':id': current.id } } },
    { Delete: { TableName: tableName(), Key: keys.skuGuard(current.sku), ConditionExpression: 'attribute_not_exists(PK) OR productId = :id', ExpressionAttributeValues: { ':id': current.id } } },
  ];
}

/**
 * B4: the product's fields, images and guide change in one conditional write (on the `updatedAt` the update read,
 * so two editors cannot silently overwrite each other's images); the stock goes through the inventory module
 * first. New files are stored before the write and removed again if it fails; replaced files are deleted after.
 */
export async function updateProduct(current: ProductRecord, changes: ProductChanges): Promise<ProductRecord> {
  const id = current.id;
  const kept = current.images.filter((i) => !changes.removeImageIds.includes(i.id));
  if (kept.length + changes.newImages.length === 0) throw fieldError('images', productMessages.imagesRequired);

  const added = await storeImages(id, changes.newImages);
  const guidePath = changes.userGuide ? `guides/${id}/${await nextId('IMAGE')}.pdf` : null;
  if (changes.userGuide && guidePath) await putFile(guidePath, changes.userGuide.bytes, 'application/pdf');
  const userGuidePath = guidePath ?? (changes.removeUserGuide ? null : current.userGuidePath);
  const sku = derivedSku(changes.category, id);
  const now = new Date().toISOString();
  const fields = {
    name: changes.name, description: changes.description, category: changes.category, brandName: changes.brandName, price: changes.price,
    discount: changes.discount, featured: changes.featured ?? current.featured, sku, images: [...kept, ...added], userGuidePath, updatedAt: now,
    ...keys.productInCategory(changes.category, id),
  };
  const names = Object.keys(fields);
  const stock = stockLevelChange(changes.expectedStock, changes.stock);
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: tableName(),
              Key: keys.product(id),
              UpdateExpression: `SET ${[...names.map((_, i) => `#f${i} = :f${i}`), ...(stock ? [stock.set] : [])].join(', ')}`,
              ConditionExpression: `attribute_exists(PK) AND updatedAt = :seen${stock ? ` AND ${stock.condition}` : ''}`,
              ExpressionAttributeNames: Object.fromEntries(names.map((n, i) => [`#f${i}`, n])),
              ExpressionAttributeValues: {
                ...Object.fromEntries(names.map((n, i) => [`:f${i}`, (fields as Record<string, unknown>)[n]])),
                ':seen': current.updatedAt,
                ...stock?.values,
              },
              ReturnValuesOnConditionCheckFailure: 'ALL_OLD' as const,
            },
          },
          ...skuGuardActions(current, sku),
        ],
      }),
    );
  } catch (error) {
    await deleteFiles([...storedImageFiles(added), ...(guidePath ? [guidePath] : [])]);
    if (!(error instanceof TransactionCanceledException)) throw error;
    const [productReason, guardReason] = error.CancellationReasons ?? [];
    if (guardReason?.Code === 'ConditionalCheckFailed') throw fieldError('sku', `The SKU ${sku} is already used by another product.`);
    if (productReason?.Code === 'ConditionalCheckFailed') {
      const stockNow = productReason.Item ? Number(unmarshall(productReason.Item).stock) : undefined;
      if (stock && stockNow !== undefined && stockNow !== stock.expectedCurrent) throw stockChanged();
      throw new AppError(409, PRODUCT_CHANGED);
    }
    throw error;
  }
  const replaced = [...storedImageFiles(current.images.filter((i) => !kept.includes(i))), ...(current.userGuidePath && current.userGuidePath !== userGuidePath ? [current.userGuidePath] : [])];
  await deleteFiles(replaced);
  return (await getProduct(id)) ?? current;
}
