import { ApiError, api } from '../../../lib/api';
import type { ProductDetail } from './product-form-model';

export const PRODUCT_FORM_TEXTS = {
  fetchFailed: 'Failed to fetch product data',
  loadError: 'Error loading product data. Please try again.',
  noIdInUrl: 'Product ID not found in URL',
  noId: 'Product ID not found',
  added: 'Product added successfully!',
  addFailed: (message?: string) => `Failed to add product: ${message || 'Unknown error occurred'}`,
  updated: 'Product updated successfully!',
  updateFailed: 'Failed to update product',
  updateError: 'An error occurred while updating the product',
  deleted: 'Product deleted successfully.',
  deleteFailed: 'Failed to delete product',
} as const;

interface Envelope {
  status?: string;
  message?: string;
  data?: ProductDetail;
}

/** C2 for the update page: only `status: "success"` with data counts (contract C2, caller 2). */
export async function fetchProductDetail(id: number): Promise<ProductDetail> {
  let body: Envelope;
  try {
    body = await api.get<Envelope>(`/v2/product/${id}`);
  } catch {
    throw new Error(PRODUCT_FORM_TEXTS.loadError);
  }
  if (body?.status !== 'success' || !body.data) throw new Error(PRODUCT_FORM_TEXTS.fetchFailed);
  return body.data;
}

/** A 2xx that is not `status: "success"` is a failure with the body's message. */
export class SaveRefused extends Error {}

async function save(path: string, form: FormData, onProgress: (percent: number) => void, headers?: Record<string, string>): Promise<Envelope> {
  const body = await api.upload<Envelope>(path, form, onProgress, headers);
  if (body?.status !== 'success') throw new SaveRefused(body?.message ?? '');
  return body;
}

/** B3 multipart add. */
export const addProduct = (form: FormData, onProgress: (percent: number) => void) => save('/v2/products/add_new_product', form, onProgress);

/** B4: POST with the method-override header, as the contract's client sends it. */
export const updateProduct = (id: number, form: FormData, onProgress: (percent: number) => void) =>
  save(`/v2/products/${id}`, form, onProgress, { 'X-HTTP-Method-Override': 'PUT' });

export async function deleteProduct(id: number): Promise<void> {
  const body = await api.delete<{ status?: string; message?: string }>(`/v2/products/${id}`);
  if (body?.status !== 'success') throw new Error(body?.message || PRODUCT_FORM_TEXTS.deleteFailed);
}

/** The server's field map as the form shows it: the first message of each field; `images.0` folds into `images`. */
export function serverFieldErrors(error: unknown): Record<string, string> | null {
  if (!(error instanceof ApiError) || !error.fieldErrors) return null;
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(error.fieldErrors)) {
    const field = key.split(/[.[]/)[0];
    const first = Array.isArray(value) ? value[0] : value;
    if (first && !out[field]) out[field] = first;
  }
  return Object.keys(out).length > 0 ? out : null;
}
