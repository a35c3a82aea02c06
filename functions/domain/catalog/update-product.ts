import { derivedSku, productMessages } from '../../../shared/validation/product';
import type { Category } from '../../../shared/rules/catalogue';
import { tableName } from '../../lib/clients';
import { nextId } from '../ids';
import { commitTransaction, type TransactionAction } from '../../lib/transaction';
import { storedImageFiles } from './image-files';
import { deleteFiles, putFile } from '../../lib/uploads';
import { ProductChanged, RefusedValue, SkuTaken, StockChanged } from '../errors';
import { stockLevelChange } from '../inventory';
import { keys } from '../keys';
import { storeImages, type UploadedFile } from './create-product';
import type { ProductRecord } from './product-record';
import { getProduct } from './products-repo';

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
function skuGuardActions(current: ProductRecord, sku: string): TransactionAction[] {
  if (sku.toUpperCase() === current.sku.toUpperCase()) return [];
  return [
    {
      write: {
        Put: {
          TableName: tableName(),
          Item: { ...keys.skuGuard(sku), type: 'sku-guard', productId: current.id },
          ConditionExpression: 'attribute_not_exists(PK) OR productId = :id',
          ExpressionAttributeValues: { ':id': current.id },
        },
      },
      whenConditionFails: () => new SkuTaken(`The SKU ${sku} is already used by another product.`),
      precedence: 1,
    },
    {
      write: {
        Delete: {
          TableName: tableName(),
          Key: keys.skuGuard(current.sku),
          ConditionExpression: 'attribute_not_exists(PK) OR productId = :id',
          ExpressionAttributeValues: { ':id': current.id },
        },
      },
    },
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
  if (kept.length + changes.newImages.length === 0) throw new RefusedValue('images', productMessages.imagesRequired);

  const added = await storeImages(id, changes.newImages);
  const guidePath = changes.userGuide ? `guides/${id}/${await nextId('IMAGE')}.pdf` : null;
  if (changes.userGuide && guidePath) await putFile(guidePath, changes.userGuide.bytes, 'application/pdf');
  const userGuidePath = guidePath ?? (changes.removeUserGuide ? null : current.userGuidePath);
  const sku = derivedSku(changes.category, id);
  const now = new Date().toISOString();
  const fields = {
    name: changes.name,
    description: changes.description,
    category: changes.category,
    brandName: changes.brandName,
    price: changes.price,
    discount: changes.discount,
    featured: changes.featured ?? current.featured,
    sku,
    images: [...kept, ...added],
    userGuidePath,
    updatedAt: now,
    ...keys.productInCategory(changes.category, id),
  };
  const names = Object.keys(fields);
  const stock = stockLevelChange(changes.expectedStock, changes.stock);
  const productUpdate: TransactionAction = {
    write: {
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
    // Orders moved the stock the admin saw (never undone), or someone else saved the product meanwhile.
    whenConditionFails: (now) =>
      stock && now && Number(now.stock) !== stock.expectedCurrent ? new StockChanged() : new ProductChanged(),
  };
  try {
    await commitTransaction([productUpdate, ...skuGuardActions(current, sku)]);
  } catch (error) {
    await deleteFiles([...storedImageFiles(added), ...(guidePath ? [guidePath] : [])]);
    throw error;
  }
  const replaced = [
    ...storedImageFiles(current.images.filter((i) => !kept.includes(i))),
    ...(current.userGuidePath && current.userGuidePath !== userGuidePath ? [current.userGuidePath] : []),
  ];
  await deleteFiles(replaced);
  return (await getProduct(id)) ?? current;
}
