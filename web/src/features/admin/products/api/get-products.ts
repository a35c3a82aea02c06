import { useQuery } from '@tanstack/react-query';
import type { AdminProductCard } from '../../../../../../shared/api/catalog';
import { callApi } from '../../../../lib/api';
import { adminKeys } from '../../common/admin-keys';
import { adminQueryOptions, useAdminToken } from '../../common/admin-query';

export type { AdminProductCard };

export interface ProductsPage {
  products: AdminProductCard[];
  totalPages: number;
  totalProducts: number;
}

/** The category dropdown: ALL sends no category, the others go upper case (contract B2). */
export const CATEGORY_FILTERS = ['ALL', 'BEARD', 'HAIR', 'ACCESSORIES', 'APPAREL'] as const;
export type CategoryFilter = (typeof CATEGORY_FILTERS)[number];

export const PRODUCT_LIST_TEXTS = {
  failed: 'Failed to load products',
  unknown: 'An unknown error occurred',
  empty: 'No products found. Try adjusting your filters.',
} as const;

/** B2: parameters in the JSON body; `category` left out for ALL and `search` when blank. */
export async function getProducts(page: number, category: CategoryFilter, search: string): Promise<ProductsPage> {
  const body: { page: number; category?: string; search?: string } = { page };
  if (category !== 'ALL') body.category = category;
  if (search.trim()) body.search = search.trim();
  const res = await callApi('admin-products', { body });
  if (res?.status !== 'success') throw new Error(PRODUCT_LIST_TEXTS.failed);
  return {
    products: res.data?.products ?? [],
    totalPages: res.data?.pagination?.totalPages ?? 1,
    totalProducts: res.data?.pagination?.totalProducts ?? 0,
  };
}

/** The error text of a failed list load: the thrown message, else the generic one (SPEC section 8). */
export function productListError(e: unknown): string {
  return e instanceof Error && e.message ? e.message : PRODUCT_LIST_TEXTS.unknown;
}

export const productsQueryOptions = (token: string | null, page: number, category: CategoryFilter, search: string) =>
  adminQueryOptions(token, adminKeys.products(page, category, search), () => getProducts(page, category, search));

/** One page of All Products. */
export const useProducts = (page: number, category: CategoryFilter, search: string) =>
  useQuery(productsQueryOptions(useAdminToken(), page, category, search));
