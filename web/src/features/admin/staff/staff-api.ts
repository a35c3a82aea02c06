import { callApi } from '../../../lib/api';
import type { StaffFormValues, StaffMember } from './staff-form';

export const STAFF_PAGE_SIZE = 10;

export const STAFF_TEXTS = {
  failed: 'Failed to load staff',
  empty: 'No staff members found. Try adjusting your search.',
} as const;

/** B9: page, limit 10, and the search when not blank. */
export async function fetchStaff(
  page: number,
  search: string,
): Promise<{ staff: StaffMember[]; totalPages: number; totalStaff: number }> {
  const body = await callApi('admin-staff-list', {
    query: { page, limit: STAFF_PAGE_SIZE, search: search || undefined },
  });
  if (body?.status !== 'success') throw new Error(STAFF_TEXTS.failed);
  return {
    staff: body.data?.staff ?? [],
    totalPages: body.data?.pagination?.totalPages ?? 1,
    totalStaff: body.data?.pagination?.totalStaff ?? 0,
  };
}

/** B10 / B11: the six keys as typed; on edit `password` is always sent, "" keeping the old one. Any 2xx is success. */
export async function saveStaff(id: StaffMember['id'] | null, values: StaffFormValues): Promise<void> {
  if (id === null) await callApi('admin-staff-create', { body: values });
  else await callApi('admin-staff-update', { params: { id }, body: values });
}
