import type { RouteResponse } from '../../../../../shared/routes';
import { ApiError, callApi, uploadApi } from '../../../lib/api';
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

/** C2 for the update page: only `status: "success"` with data counts (contract C2, caller 2). */
export async function fetchProductDetail(id: number): Promise<ProductDetail> {
  let body: RouteResponse<'catalog-product'>;
  try {
    body = await callApi('catalog-product', { params: { id } });
  } catch {
    throw new Error(PRODUCT_FORM_TEXTS.loadError);
  }
  if (body?.status !== 'success' || !body.data) throw new Error(PRODUCT_FORM_TEXTS.fetchFailed);
  return body.data;
}

/** A 2xx that is not `status: "success"` is a failure with the body's message. */
export class SaveRefused extends Error {}

/** The add and update answers: the saved product with the server's message. */
type SavedProduct = RouteResponse<'admin-product-add'> | RouteResponse<'admin-product-update'>;

function refusedUnlessSuccess(body: SavedProduct): SavedProduct {
  if (body?.status !== 'success') throw new SaveRefused(body?.message ?? '');
  return body;
}

/** B3 multipart add. */
export const addProduct = (form: FormData, onProgress: (percent: number) => void) =>
  uploadApi('admin-product-add', { body: form, onProgress }).then(refusedUnlessSuccess);

/** B4: POST with the method-override header, as the contract's client sends it. */
export const updateProduct = (id: number, form: FormData, onProgress: (percent: number) => void) =>
  uploadApi('admin-product-update', {
    params: { id },
    body: form,
    onProgress,
    headers: { 'X-HTTP-Method-Override': 'PUT' },
  }).then(refusedUnlessSuccess);

export async function deleteProduct(id: number): Promise<void> {
  const body = await callApi('admin-product-delete', { params: { id } });
  if (body?.status !== 'success') throw new Error(body?.message || PRODUCT_FORM_TEXTS.deleteFailed);
}

/** The Options section's messages under the server's own keys (`options.0.values`, `variants.2.sku`). */
export function serverOptionErrors(error: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!(error instanceof ApiError) || !error.fieldErrors) return out;
  for (const [key, value] of Object.entries(error.fieldErrors)) {
    const first = Array.isArray(value) ? value[0] : value;
    if (first && /^(options|variants)\b/.test(key)) out[key] = first;
  }
  return out;
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
