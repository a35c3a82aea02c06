import { variantMessages, type VariantInput } from '../../../shared/validation/variants';
import { refusedValue } from '../shop-errors';
import { nextId } from '../ids';
import { variantIds } from './catalog-keys';
import type { HeldSku } from './sku-claims';
import type { ProductImage, VariantRecord } from './product-record';

/**
 * The variants a save stores, from the form's (already validated) list: a variant sent with its id keeps it (it must
 * be one of the product's), one without gets a new id. `image_id` must name one of the product's images after the
 * save. Stock is the form's; the update decides separately how it meets the stock orders moved meanwhile.
 */
export async function variantRecords(
  inputs: VariantInput[],
  existing: Record<string, VariantRecord>,
  images: ProductImage[],
): Promise<VariantRecord[]> {
  inputs.forEach((v, i) => {
    if (v.id !== undefined && !existing[String(v.id)])
      throw refusedValue(`variants.${i}.id`, variantMessages.variantId);
    if (v.image_id != null && !images.some((image) => image.id === v.image_id))
      throw refusedValue(`variants.${i}.image_id`, variantMessages.imageId);
  });
  const records: VariantRecord[] = [];
  for (const v of inputs) {
    records.push({
      id: v.id ?? (await nextId(variantIds)),
      options: v.options,
      sku: v.sku,
      stock: v.stock,
      ...(v.price !== undefined ? { price: v.price } : {}),
      ...(v.discount !== undefined ? { discount: v.discount } : {}),
      ...(v.image_id != null ? { imageId: v.image_id } : {}),
    });
  }
  return records;
}

export const byId = (records: VariantRecord[]): Record<string, VariantRecord> =>
  Object.fromEntries(records.map((r) => [String(r.id), r]));

/** The SKUs a product with these variants holds, each with the form field that named it. */
export const wantedSkus = (productSku: string, inputs: Array<{ sku: string }>): HeldSku[] => [
  { sku: productSku, field: 'sku' },
  ...inputs.map((v, i) => ({ sku: v.sku, field: `variants.${i}.sku` })),
];
