import { notFound } from '../shop-errors';
import type { UserRecord } from './user-record';
import { getUser } from './users-repo';
import { notFoundMessages } from '../../../shared/api/not-found';

export const USER_NOT_FOUND = notFoundMessages.user;

/** A customer account by the admin list's id; staff and admins are not reached through /v2/users/{n}. */
export async function customerById(id: number): Promise<UserRecord> {
  const user = await getUser(id);
  if (!user || user.userType !== 'customer') throw notFound(USER_NOT_FOUND);
  return user;
}
