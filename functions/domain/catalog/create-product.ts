import { nextId } from '../../lib/ids';
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

/**
 * Creates a product with its images and optional user guide: files first (under keys the server makes), then the
 * item; if the item cannot be written (a taken SKU), the files are removed again so nothing is left behind.
 */
export async function createProduct(fields: ProductFields, images: UploadedFile[], userGuide?: UploadedFile): Promise<ProductRecord> {
  const id = await reserveProductId();
  const stored: ProductImage[] = [];
  for (const image of images) {
    const imageId = await nextId('IMAGE');
    const path = `products/${id}/${imageId}.${image.extension}`;
    await putFile(path, image.bytes, image.contentType);
    stored.push({ id: imageId, path });
  }
  const userGuidePath = userGuide ? `guides/${id}/${await nextId('IMAGE')}.pdf` : null;
  if (userGuide && userGuidePath) await putFile(userGuidePath, userGuide.bytes, 'application/pdf');
  try {
    return await insertProduct(id, { ...fields, images: stored, userGuidePath, sales: 0, initialStock: fields.stock });
  } catch (error) {
    await deleteFiles([...stored.map((s) => s.path), ...(userGuidePath ? [userGuidePath] : [])]);
    throw error;
  }
}
