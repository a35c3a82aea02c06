import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api';
import { adminKeys } from '../../common/admin-keys';
import { adminQueryOptions, useAdminToken } from '../../common/admin-query';
import type { AdminUser } from '../../../../../../shared/api/user';

export type { AdminUser };

export const USER_TEXTS = {
  failed: 'Failed to load users',
  empty: 'No users found. Try adjusting your search.',
} as const;

/** B8: `search` only when not blank. */
export async function getUsers(
  page: number,
  search: string,
): Promise<{ users: AdminUser[]; totalPages: number; totalUsers: number }> {
  const body = await callApi('admin-users', { query: { page, search: search || undefined } });
  if (body?.status !== 'success') throw new Error(USER_TEXTS.failed);
  return {
    users: body.data?.users ?? [],
    totalPages: body.data?.pagination?.totalPages ?? 1,
    totalUsers: body.data?.pagination?.totalUsers ?? 0,
  };
}

export const usersQueryOptions = (token: string | null, page: number, search: string) =>
  adminQueryOptions(token, adminKeys.users(page, search), () => getUsers(page, search));

/** One page of the customers matching `search`. */
export const useUsers = (page: number, search: string) => useQuery(usersQueryOptions(useAdminToken(), page, search));
