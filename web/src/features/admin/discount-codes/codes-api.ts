import { callApi } from '../../../lib/api';
import type { DiscountCode } from '../../../../../shared/api/discount-codes';
import type { RouteResponse } from '../../../../../shared/routes';

export type { DiscountCode };
export type CodeDetail = RouteResponse<'admin-discount-code-get'>['data'];

export const CODE_TEXTS = {
  failed: 'Failed to load discount codes',
  empty: 'No discount codes found.',
  failedOne: 'Failed to load the discount code',
} as const;

/** The back-office list, `search` only when not blank. */
export async function fetchCodes(
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

export async function fetchCode(code: string): Promise<CodeDetail> {
  const body = await callApi('admin-discount-code-get', { params: { code } });
  if (body?.status !== 'success') throw new Error(CODE_TEXTS.failedOne);
  return body.data;
}

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

export const createCode = (code: string, terms: CodeTermsBody) =>
  callApi('admin-discount-code-create', { body: { code, ...terms } });
export const updateCode = (code: string, terms: CodeTermsBody) =>
  callApi('admin-discount-code-update', { params: { code }, body: terms });
export const deleteCode = (code: string) => callApi('admin-discount-code-delete', { params: { code } });
