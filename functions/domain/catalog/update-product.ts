import { fittedToOptions } from '../../../shared/rules/option-translations';
import { derivedSku, productMessages } from '../../../shared/validation/product';
import type { Category } from '../../../shared/rules/catalogue';
import { tableName } from '../../lib/clients';
import { nextId } from '../ids';
import { catalogKeys, imageIds } from './catalog-keys';
import { productKey } from '../keys';
import { commitTransaction, TransactionLostRace, type TransactionAction } from '../../lib/transaction';
import { retryOnLostRace } from '../../lib/retry-on-lost-race';
import { storedImageFiles } from './image-files';
import { deleteFiles, putFile } from '../../lib/uploads';
import { productChanged } from './catalog-errors';
import { refusedValue } from '../shop-errors';
import { stockChanged, stockLevelChange, variantStockLevels } from '../inventory';
import { storeImages, type UploadedFile } from './create-product';
import type { ProductImage, ProductRecord, VariantRecord } from './product-record';
import { getProduct } from './products-repo';
import { heldSkus, skuClaimActions } from './sku-claims';
import { byId, variantRecords, wantedSkus } from './variant-records';
import { variantsOf } from './variants';
import { lowStockThresholdOf } from './product-views';
import type { ProductOption } from '../../../shared/rules/variants';
import type { Translations } from '../../../shared/rules/translations';
import { variantMessages, type OptionsAndVariants } from '../../../shared/validation/variants';

export interface ProductChanges {
  name: string;
  description: string;
  category: Category;
  brandName: string | null;
  price: number;
  discount: number;
  featured?: boolean;
  /** Issue 22: undefined keeps the product's Final Sale flag. */
  finalSale?: boolean;
  /** Issue 33: undefined keeps the product's. */
  lowStockThreshold?: number;
  stock: number;
  /** The stock the editor saw; a different current stock means orders moved it meanwhile. */
  expectedStock: number;
  /** Issue 34: the translations sent (`{}` removes them); undefined keeps the product's (the older client). */
  translations?: Translations;
  /** Issue 20: the options and variants sent; undefined keeps the product's (the older client sends neither). */
  variants?: OptionsAndVariants;
  /** Each variant's stock the editor saw, by variant id (defaults to the stock the save reads). */
  variantStockSeen?: Record<string, number>;
  newImages: UploadedFile[];
  removeImageIds: number[];
  userGuide?: UploadedFile;
  removeUserGuide: boolean;
}

const MAX_TRANSACTION_ITEMS = 100;
const STOCK_RACE_TRIES = 6;

/** The options and variants the save writes: the ones sent (with ids kept or given), or the product's own. */
async function variantsAfter(current: ProductRecord, changes: ProductChanges, images: ProductImage[]) {
  if (!changes.variants) {
    const stored = variantsOf(current);
    if (stored.length && changes.stock !== changes.expectedStock)
      throw refusedValue('stockQuantity', variantMessages.stockPerVariant);
    // Kept as they are: each variant's level is the one the save reads, whatever this session saw.
    return { options: current.options ?? [], records: stored, inputs: stored, seenLevels: {} };
  }
  const records = await variantRecords(changes.variants.variants, current.variants ?? {}, images);
  const seenLevels = changes.variantStockSeen ?? {};
  return { options: changes.variants.options, records, inputs: changes.variants.variants, seenLevels };
}

/**
 * The stock part of the product's update. Without variants before and after: an admin's new level (inventory's
 * `stockLevelChange`). With variants after: each variant's level (inventory's `variantStockLevels`), the variants map
 * and the total in one write. Variants removed: the product is a single stock again, at the form's level.
 */
function stockPart(
  current: ProductRecord,
  changes: ProductChanges,
  records: VariantRecord[],
  seenLevels: Record<string, number>,
) {
  if (records.length === 0) {
    const level = stockLevelChange(changes.expectedStock, changes.stock);
    const dropped = current.variants !== undefined;
    return {
      set: level ? [level.set] : [],
      remove: dropped ? ['variants', 'options'] : [],
      condition: level?.condition,
      names: {},
      values: level?.values ?? {},
      stockRace: (now: Record<string, unknown> | undefined) =>
        level !== null && now !== undefined && Number(now.stock) !== level.expectedCurrent,
    };
  }
  const now = Object.fromEntries(Object.entries(current.variants ?? {}).map(([k, v]) => [k, v.stock]));
  const stock = variantStockLevels(
    now,
    seenLevels,
    records.map((r) => ({ key: String(r.id), level: r.stock })),
  );
  const map = byId(records.map((r) => ({ ...r, stock: stock.levels[String(r.id)] })));
  return {
    set: [stock.set, 'variants = :variantMap'],
    remove: [],
    condition: stock.condition || undefined,
    names: stock.names,
    values: { ...stock.values, ':variantMap': map },
    stockRace: (now: Record<string, unknown> | undefined) => {
      const stored = (now?.variants ?? {}) as Record<string, { stock: number }>;
      return (
        Object.keys(stock.names).length > 0 &&
        Object.entries(current.variants ?? {}).some(([k, v]) => stored[k]?.stock !== v.stock)
      );
    },
  };
}

/**
 * B4: the product's fields, images, guide, options and variants change in one conditional write (on the `updatedAt`
 * the update read, so two editors cannot silently overwrite each other's images); the stock is decided by the
 * inventory module. New files are stored before the write and removed again if it fails; replaced files are deleted
 * after. SKUs (the product's and its variants') are claimed and released in the same transaction.
 */
export async function updateProduct(current: ProductRecord, changes: ProductChanges): Promise<ProductRecord> {
  const id = current.id;
  const kept = current.images.filter((i) => !changes.removeImageIds.includes(i.id));
  if (kept.length + changes.newImages.length === 0) throw refusedValue('images', productMessages.imagesRequired);

  const added = await storeImages(id, changes.newImages);
  const guidePath = changes.userGuide ? `guides/${id}/${await nextId(imageIds)}.pdf` : null;
  if (changes.userGuide && guidePath) await putFile(guidePath, changes.userGuide.bytes, 'application/pdf');
  const userGuidePath = guidePath ?? (changes.removeUserGuide ? null : current.userGuidePath);
  try {
    const images = [...kept, ...added];
    const after = await variantsAfter(current, changes, images);
    const sku = derivedSku(changes.category, id);
    const skuActions = skuClaimActions(id, heldSkus(current), [
      { ...wantedSkus(sku, after.inputs)[0], takenMessage: `The SKU ${sku} is already used by another product.` },
      ...wantedSkus(sku, after.inputs).slice(1),
    ]);
    const write = async (tryIndex: number) => {
      const seen = tryIndex === 0 ? current : ((await getProduct(id)) ?? current);
      if (seen.updatedAt !== current.updatedAt) throw productChanged();
      await writeProduct(seen, current.updatedAt, changes, images, userGuidePath, after, skuActions);
    };
    await retryOnLostRace(write, { tries: STOCK_RACE_TRIES, whenExhausted: (race) => race });
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

/**
 * The translations the save keeps: the ones sent, or the product's own when none were sent, with option words only
 * for the options the product keeps; none when empty.
 */
function translationsAfter(
  seen: ProductRecord,
  changes: ProductChanges,
  options: ProductOption[],
): { translations?: Translations } {
  const translations = fittedToOptions(changes.translations ?? seen.translations ?? {}, options);
  return Object.keys(translations).length ? { translations } : {};
}

/** One try of the save's transaction, on the product as last read (`seen`) and the `updatedAt` the editor read. */
async function writeProduct(
  seen: ProductRecord,
  updatedAtSeen: string,
  changes: ProductChanges,
  images: ProductImage[],
  userGuidePath: string | null,
  after: { options: ProductOption[]; records: VariantRecord[]; seenLevels: Record<string, number> },
  skuActions: TransactionAction[],
): Promise<void> {
  const id = seen.id;
  const fields = {
    name: changes.name,
    description: changes.description,
    category: changes.category,
    brandName: changes.brandName,
    price: changes.price,
    discount: changes.discount,
    featured: changes.featured ?? seen.featured,
    // Final Sale is stored only when set, so a product without it keeps the item (and its answers) it had.
    ...((changes.finalSale ?? seen.finalSale) ? { finalSale: true } : {}),
    lowStockThreshold: changes.lowStockThreshold ?? lowStockThresholdOf(seen),
    // Translations likewise: a product without any keeps no attribute, so its item is the one it always was.
    ...translationsAfter(seen, changes, after.records.length ? after.options : []),
    sku: derivedSku(changes.category, id),
    images,
    userGuidePath,
    updatedAt: new Date().toISOString(),
    ...(after.records.length ? { options: after.options } : {}),
    ...catalogKeys.productInCategory(changes.category, id),
  };
  const names = Object.keys(fields);
  const stock = stockPart(seen, changes, after.records, after.seenLevels);
  const removed = [...stock.remove, ...(['finalSale', 'translations'] as const).filter((f) => !(f in fields))];
  const productUpdate: TransactionAction = {
    write: {
      Update: {
        TableName: tableName(),
        Key: productKey(id),
        UpdateExpression: [
          `SET ${[...names.map((_, i) => `#f${i} = :f${i}`), ...stock.set].join(', ')}`,
          ...(removed.length ? [`REMOVE ${removed.join(', ')}`] : []),
        ].join(' '),
        ConditionExpression: `attribute_exists(PK) AND updatedAt = :seen${stock.condition ? ` AND ${stock.condition}` : ''}`,
        ExpressionAttributeNames: { ...Object.fromEntries(names.map((n, i) => [`#f${i}`, n])), ...stock.names },
        ExpressionAttributeValues: {
          ...Object.fromEntries(names.map((n, i) => [`:f${i}`, (fields as Record<string, unknown>)[n]])),
          ':seen': updatedAtSeen,
          ...stock.values,
        },
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD' as const,
      },
    },
    // Orders moved the stock the admin saw (never undone), a checkout moved an unedited variant (decide again), or
    // someone else saved the product meanwhile.
    whenConditionFails: (now) => {
      if (!after.records.length) return stock.stockRace(now) ? stockChanged() : productChanged();
      const sameSave = now !== undefined && String(now.updatedAt) === updatedAtSeen;
      return sameSave && stock.stockRace(now) ? new TransactionLostRace() : productChanged();
    },
  };
  const actions = [productUpdate, ...skuActions];
  await commitTransaction(actions.slice(0, MAX_TRANSACTION_ITEMS));
  // Past DynamoDB's 100 items a transaction (50 variants all renamed), the last releases of old SKUs follow alone.
  for (const release of actions.slice(MAX_TRANSACTION_ITEMS)) await commitTransaction([release]);
}
