import { accountKey } from '../../../lib/account-scope';

/** The back-office's query keys, in one place; all live under the session that loaded them. */
export const adminKeys = {
  dashboard: (period: string) => ['dashboard', period] as const,
  products: (page: number, category: string, search: string) => ['products', page, category, search] as const,
  product: (id: number | null) => ['product', id] as const,
  missingTranslations: () => ['missing-translations'] as const,
  orders: (page: number, paymentMethod = '', paymentStatus = '', codConfirmation = '') =>
    ['orders', page, paymentMethod, paymentStatus, codConfirmation] as const,
  order: (id: string) => ['order', id] as const,
  orderHistory: (page: number) => ['order-history', page] as const,
  users: (page: number, search: string) => ['users', page, search] as const,
  staff: (page: number, search: string) => ['staff', page, search] as const,
  reviews: (page: number, status: string, productId: string, rating: string) =>
    ['reviews', page, status, productId, rating] as const,
  discountCodes: (page: number, search: string) => ['discount-codes', page, search] as const,
  discountCode: (code: string) => ['discount-code', code] as const,
  returns: (status: string, page: number) => ['returns', status, page] as const,
  return: (id: string) => ['return', id] as const,
};

export type AdminKey = ReturnType<(typeof adminKeys)[keyof typeof adminKeys]>;

export const adminKey = (token: string | null, key: AdminKey) => [...accountKey(token), 'admin', ...key] as const;
