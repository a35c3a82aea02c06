import { useQuery } from '@tanstack/react-query';
import { ApiError, callApi } from '../../../../lib/api';
import { adminKeys } from '../../common/admin-keys';
import { adminQueryOptions, useAdminToken } from '../../common/admin-query';
import { RETURNS_TEXTS, type AdminReturnDetail } from './get-returns';

/** `GET /v2/admin/returns/{id}`; the error is the page's text. */
export async function getReturn(id: string): Promise<AdminReturnDetail> {
  try {
    const body = await callApi('admin-return-get', { params: { id } });
    if (body?.status !== 'success' || !body.data) throw new Error(RETURNS_TEXTS.failedOne);
    return body.data;
  } catch (e) {
    throw new Error(e instanceof ApiError && e.status === 404 ? RETURNS_TEXTS.notFound : RETURNS_TEXTS.failedOne);
  }
}

export const returnQueryOptions = (token: string | null, id: string) =>
  adminQueryOptions(token, adminKeys.return(id), () => getReturn(id));

/** One return's page: the return, its customer and its order. */
export const useReturn = (id: string) => useQuery(returnQueryOptions(useAdminToken(), id));
