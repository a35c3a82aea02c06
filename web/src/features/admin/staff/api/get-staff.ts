import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api';
import { adminKeys } from '../../common/admin-keys';
import { adminQueryOptions, useAdminToken } from '../../common/admin-query';
import type { StaffMember } from '../staff-form';

export const STAFF_PAGE_SIZE = 10;

export const STAFF_TEXTS = {
  failed: 'Failed to load staff',
  empty: 'No staff members found. Try adjusting your search.',
} as const;

/** B9: page, limit 10, and the search when not blank. */
export async function getStaff(
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

export const staffQueryOptions = (token: string | null, page: number, search: string) =>
  adminQueryOptions(token, adminKeys.staff(page, search), () => getStaff(page, search));

/** One page of the staff members matching `search`. */
export const useStaff = (page: number, search: string) => useQuery(staffQueryOptions(useAdminToken(), page, search));
