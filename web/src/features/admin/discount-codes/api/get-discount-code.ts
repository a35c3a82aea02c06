import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api';
import { adminKeys } from '../../common/admin-keys';
import { adminQueryOptions, useAdminToken } from '../../common/admin-query';
import { CODE_TEXTS, type CodeDetail } from './get-discount-codes';

export async function getDiscountCode(code: string): Promise<CodeDetail> {
  const body = await callApi('admin-discount-code-get', { params: { code } });
  if (body?.status !== 'success') throw new Error(CODE_TEXTS.failedOne);
  return body.data;
}

export const discountCodeQueryOptions = (token: string | null, code: string) =>
  adminQueryOptions(token, adminKeys.discountCode(code), () => getDiscountCode(code));

/** One code with its terms, the orders that used it and what it gave. */
export const useDiscountCode = (code: string) => useQuery(discountCodeQueryOptions(useAdminToken(), code));
