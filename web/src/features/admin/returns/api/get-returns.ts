import { useQuery } from '@tanstack/react-query';
import type { ReturnStatus } from '../../../../../../shared/rules/returns';
import type { RouteResponse } from '../../../../../../shared/routes';
import { callApi } from '../../../../lib/api';
import { adminKeys } from '../../common/admin-keys';
import { adminQueryOptions, useAdminToken } from '../../common/admin-query';

type ListData = RouteResponse<'admin-returns'>['data'];
/** One return of the back-office list, with its customer. */
export type AdminReturn = ListData['returns'][number];
/** One return's page: the return, its customer (with phone) and its order. */
export type AdminReturnDetail = RouteResponse<'admin-return-get'>['data'];

export const RETURNS_TEXTS = {
  failed: 'Failed to load returns',
  empty: 'No returns with this status.',
  failedOne: 'Failed to load the return. Please try again.',
  notFound: 'This return does not exist.',
} as const;

/** `GET /v2/admin/returns`: 10 a page, newest first; '' is every status. */
export async function getReturns(status: ReturnStatus | '', page: number): Promise<ListData> {
  const body = await callApi('admin-returns', { query: { status: status || undefined, page } });
  if (body?.status !== 'success' || !body.data) throw new Error(RETURNS_TEXTS.failed);
  return body.data;
}

export const returnsQueryOptions = (token: string | null, status: ReturnStatus | '', page: number) =>
  adminQueryOptions(token, adminKeys.returns(status, page), () => getReturns(status, page));

/** One page of RETURNS for a status ('' is every status). */
export const useReturns = (status: ReturnStatus | '', page: number) =>
  useQuery(returnsQueryOptions(useAdminToken(), status, page));
