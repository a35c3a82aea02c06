import { api, ApiError } from '../../lib/api';

/** The storefront's view of C2 GET /v2/product/{id}. Price and discount may arrive as numeric strings. */
export interface ProductDetail {
  id: number;
  name: string;
  description: string;
  price: number;
  discount: number;
  currency: string;
  isNew: boolean;
  /** null when the server did not say (then the quantity is limited to 100, SPEC 5). */
  stock: number | null;
  category: string;
  rating: number;
  images: Array<{ id: number; path: string }>;
}

/** SPEC section 8, product load. */
export const PRODUCT_LOAD_TEXT = {
  notFound: 'Product not found',
  badBody: 'Failed to load product data',
  failed: 'Error fetching product data',
} as const;

export class ProductLoadError extends Error {}

/** Loads one product; every failure becomes a ProductLoadError carrying the SPEC text to show. */
export async function fetchProduct(id: string): Promise<ProductDetail> {
  let body: any;
  try {
    body = await api.get(`/v2/product/${id}`);
  } catch (error) {
    throw new ProductLoadError(error instanceof ApiError && error.status === 404 ? PRODUCT_LOAD_TEXT.notFound : PRODUCT_LOAD_TEXT.failed);
  }
  // The storefront page accepts `status` "success" or true (contract C2).
  if (!(body?.status === 'success' || body?.status === true) || !body.data) throw new ProductLoadError(PRODUCT_LOAD_TEXT.badBody);
  const d = body.data;
  return {
    ...d,
    price: Number.parseFloat(d.price),
    discount: Number.parseFloat(d.discount ?? 0) || 0,
    stock: d.stock === null || d.stock === undefined || Number.isNaN(Number(d.stock)) ? null : Number(d.stock),
    images: Array.isArray(d.images) ? d.images : [],
  };
}
