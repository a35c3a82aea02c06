import { callApi } from '../../../../lib/api';
import type { ReturnChange } from '../return-moves';

/** `PUT /v2/admin/returns/{id}`: the next step; resolves to the return as it now stands. */
export async function changeReturn(id: number, change: ReturnChange) {
  return (await callApi('admin-return-update', { params: { id }, body: change })).data;
}
