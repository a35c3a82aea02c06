import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api';
import type { DiscountCode } from '../../../../../../shared/api/discount-codes';
import type { RouteResponse } from '../../../../../../shared/routes';
import { adminKeys } from '../../common/admin-keys';
import { adminQueryOptions, useAdminToken } from '../../common/admin-query';

export type { DiscountCode };
export type CodeDetail = RouteResponse<'admin-discount-code-get'>['data'];

export const CODE_TEXTS = {
  failed: 'Failed to load discount codes',
  empty: 'No discount codes found.',
  failedOne: 'Failed to load the discount code',
} as const;

/** The back-office list, `search` only when not blank. */
export async function getDiscountCodes(
  page: number,
  search: string,
): Promise<{ codes: DiscountCode[]; totalPages: number; totalCodes: number }> {
  const body = await callApi('admin-discount-codes', { query: { page, search: search || undefined } });
  if (body?.status !== 'success') throw new Error(CODE_TEXTS.failed);
  return {
    codes: body.data.codes,
    totalPages: body.data.pagination.totalPages,
    totalCodes: body.data.pagination.totalCodes,
  };
}

export const discountCodesQueryOptions = (token: string | null, page: number, search: string) =>
  adminQueryOptions(token, adminKeys.discountCodes(page, search), () => getDiscountCodes(page, search));

/** One page of the codes matching `search`. */
export const useDiscountCodes = (page: number, search: string) =>
  useQuery(discountCodesQueryOptions(useAdminToken(), page, search));

/** The form's terms, as the API takes them. */
export interface CodeTermsBody {
  type: DiscountCode['type'];
  value?: number;
  min_subtotal: number | null;
  starts_at: string | null;
  ends_at: string | null;
  usage_limit: number | null;
  per_customer_limit: number | null;
  categories: DiscountCode['categories'];
  active: boolean;
}
