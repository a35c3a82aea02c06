import { fittedToOptions } from '../../../shared/rules/option-translations';
import { nextId } from '../ids';
import { imageIds } from './catalog-keys';
import { makeImageVariants, type ImageVariant } from '../../lib/image-variants';
import { deleteFiles, putFile } from '../../lib/uploads';
import { unreadableImage } from './catalog-errors';
import { storedImageFiles } from './image-files';
import type { ProductOption } from '../../../shared/rules/variants';
import type { VariantInput } from '../../../shared/validation/variants';
import type { ProductImage, ProductRecord } from './product-record';
import { insertProduct, reserveProductId } from './products-repo';
import { byId, variantRecords, wantedSkus } from './variant-records';

export interface UploadedFile {
  bytes: Buffer;
  contentType: string;
  /** File extension without the dot, decided from the bytes (never from the client's name). */
  extension: string;
}

/** A new product's fields; with `variants`, its stock is their sum whatever `stock` says. */
export type ProductFields = Omit<
  ProductRecord,
  'id' | 'createdAt' | 'updatedAt' | 'images' | 'userGuidePath' | 'sales' | 'initialStock' | 'options' | 'variants'
> & { options?: ProductOption[]; variants?: VariantInput[] };

/**
 * Stores a product's images under keys the server makes, `products/<productId>/<imageId>.<ext>`, each with its WebP
 * variants (shared/rules/images.ts): the variants are written before the product names the image, so a page never
 * asks for one that is not there.
 */
export async function storeImages(productId: number, files: UploadedFile[]): Promise<ProductImage[]> {
  const prepared: Array<{ image: ProductImage; file: UploadedFile; variants: ImageVariant[] }> = [];
  // Every image is decoded before anything is stored: one that only looks like a JPEG or PNG leaves no files behind.
  for (const file of files) {
    const imageId = await nextId(imageIds);
    const path = `products/${productId}/${imageId}.${file.extension}`;
    const variants = await makeImageVariants(path, file.bytes);
    if (!variants) throw unreadableImage();
    prepared.push({ image: { id: imageId, path }, file, variants });
  }
  await Promise.all(
    prepared.flatMap(({ image, file, variants }) => [
      putFile(image.path, file.bytes, file.contentType),
      ...variants.map((v) => putFile(v.path, v.bytes, 'image/webp')),
    ]),
  );
  return prepared.map((p) => p.image);
}

/**
 * Creates a product with its images and optional user guide: files first (under keys the server makes), then the
 * item; if the item cannot be written (a taken SKU), the files are removed again so nothing is left behind.
 */
export async function createProduct(
  fields: ProductFields,
  images: UploadedFile[],
  userGuide?: UploadedFile,
): Promise<ProductRecord> {
  const id = await reserveProductId();
  const stored = await storeImages(id, images);
  const userGuidePath = userGuide ? `guides/${id}/${await nextId(imageIds)}.pdf` : null;
  if (userGuide && userGuidePath) await putFile(userGuidePath, userGuide.bytes, 'application/pdf');
  try {
    const { options = [], variants: inputs = [], translations, ...plain } = fields;
    const variants = await variantRecords(inputs, {}, stored);
    const stock = variants.length ? variants.reduce((sum, v) => sum + v.stock, 0) : plain.stock;
    const withVariants = variants.length ? { options, variants: byId(variants) } : {};
    const kept = fittedToOptions(translations ?? {}, variants.length ? options : []);
    return await insertProduct(
      id,
      {
        ...plain,
        ...(Object.keys(kept).length ? { translations: kept } : {}),
        ...withVariants,
        stock,
        images: stored,
        userGuidePath,
        sales: 0,
        initialStock: stock,
      },
      wantedSkus(plain.sku, inputs),
    );
  } catch (error) {
    await deleteFiles([...storedImageFiles(stored), ...(userGuidePath ? [userGuidePath] : [])]);
    throw error;
  }
}
