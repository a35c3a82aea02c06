import { nextId } from '../ids';
import { deleteFiles, putFile } from '../../lib/uploads';
import type { ProductImage, ProductRecord } from './product-record';
import { insertProduct, reserveProductId } from './products-repo';

export interface UploadedFile {
  bytes: Buffer;
  contentType: string;
  /** File extension without the dot, decided from the bytes (never from the client's name). */
  extension: string;
}

export type ProductFields = Omit<ProductRecord, 'id' | 'createdAt' | 'updatedAt' | 'images' | 'userGuidePath' | 'sales' | 'initialStock'>;

/** Stores a product's images under keys the server makes: `products/<productId>/<imageId>.<ext>`. */
export async function storeImages(productId: number, files: UploadedFile[]): Promise<ProductImage[]> {
  const stored: ProductImage[] = [];
  for (const file of files) {
    const imageId = await nextId('IMAGE');
    const path = `products/${productId}/${imageId}.${file.extension}`;
    await putFile(path, file.bytes, file.contentType);
    stored.push({ id: imageId, path });
  }
  return stored;
}

/**
 * Creates a product with its images and optional user guide: files first (under keys the server makes), then the
 * item; if the item cannot be written (a taken SKU), the files are removed again so nothing is left behind.
 */
export async function createProduct(fields: ProductFields, images: UploadedFile[], userGuide?: UploadedFile): Promise<ProductRecord> {
  const id = await reserveProductId();
  const stored = await storeImages(id, images);
  const userGuidePath = userGuide ? `guides/${id}/${await nextId('IMAGE')}.pdf` : null;
  if (userGuide && userGuidePath) await putFile(userGuidePath, userGuide.bytes, 'application/pdf');
  try {
    return await insertProduct(id, { ...fields, images: stored, userGuidePath, sales: 0, initialStock: fields.stock });
  } catch (error) {
    await deleteFiles([...stored.map((s) => s.path), ...(userGuidePath ? [userGuidePath] : [])]);
    throw error;
  }
}
