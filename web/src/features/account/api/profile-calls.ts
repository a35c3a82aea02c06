import { ApiError, callApi } from '../../../lib/api';
import type { UserProfile } from '../../../../../shared/api/user';

export type { UserProfile };

/** A7: the signed-in customer's own record; an answer without a name is not one (the page says it failed). */
export async function fetchProfile(): Promise<UserProfile> {
  const profile = await callApi('account-get');
  if (!profile || typeof profile.name !== 'string')
    throw new ApiError('Failed to load user data. Please try again.', 200);
  return profile;
}

/** A8: a partial update; the answer is the updated flat user with `status` added. */
export const updateProfile = (changes: Record<string, string>) => callApi('account-update', { body: changes });
