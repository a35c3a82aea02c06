import type { RouteResponse } from '../../../../../shared/routes';
import { ApiError, callApi } from '../../../lib/api';
import type { ReturnStatus } from '../../../../../shared/rules/returns';
import type { ReturnChange } from './return-moves';

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
export async function fetchReturns(status: ReturnStatus | '', page: number): Promise<ListData> {
  const body = await callApi('admin-returns', { query: { status: status || undefined, page } });
  if (body?.status !== 'success' || !body.data) throw new Error(RETURNS_TEXTS.failed);
  return body.data;
}

/** `GET /v2/admin/returns/{id}`; the error is the page's text. */
export async function fetchReturn(id: string): Promise<AdminReturnDetail> {
  try {
    const body = await callApi('admin-return-get', { params: { id } });
    if (body?.status !== 'success' || !body.data) throw new Error(RETURNS_TEXTS.failedOne);
    return body.data;
  } catch (e) {
    throw new Error(e instanceof ApiError && e.status === 404 ? RETURNS_TEXTS.notFound : RETURNS_TEXTS.failedOne);
  }
}

/** `PUT /v2/admin/returns/{id}`: the next step; resolves to the return as it now stands. */
export async function changeReturn(id: number, change: ReturnChange) {
  return (await callApi('admin-return-update', { params: { id }, body: change })).data;
}
