import { api } from '../../../lib/api';

export interface AdminProductCard {
  id: number;
  name: string;
  category: string;
  price: number;
  summary: string;
  sales: number | string;
  image: string | null;
  featured?: boolean;
}

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
export async function fetchProducts(page: number, category: CategoryFilter, search: string): Promise<ProductsPage> {
  const body: Record<string, unknown> = { page };
  if (category !== 'ALL') body.category = category;
  if (search.trim()) body.search = search.trim();
  const res = await api.post<{ status?: string; data?: { products?: AdminProductCard[]; pagination?: { totalPages?: number; totalProducts?: number } } }>(
    'v2/admin/all_products',
    body,
  );
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
