import { callApi } from '../../lib/api';

export type { UserProfile } from '../../../../shared/api/user';

/** A7: the signed-in customer's own record. */
export const fetchProfile = () => callApi('account-get');

/** A8: a partial update; the answer is the updated flat user with `status` added. */
export const updateProfile = (changes: Record<string, string>) => callApi('account-update', { body: changes });
