import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserProfile as ProfileFields } from '../../../../../shared/api/user';
import type { Language } from '../../../../../shared/rules/languages';
import { useCustomerToken } from '../../../lib/account-scope';
import { ApiError, callApi } from '../../../lib/api';
import { profileKey } from './keys';

/** A7's profile; `language` is the account's (issue 34), optional so a form can start from the fields alone. */
export type UserProfile = ProfileFields & { language?: Language };

/** A7: the signed-in customer's own record; an answer without a name is not one (the page says it failed). */
export async function getProfile(): Promise<UserProfile> {
  const profile = await callApi('account-get');
  if (!profile || typeof profile.name !== 'string')
    throw new ApiError('Failed to load user data. Please try again.', 200);
  return profile;
}

/** Only a customer has one. */
export const profileQueryOptions = (token: string | null) =>
  queryOptions({ queryKey: profileKey(token), queryFn: getProfile, enabled: token !== null });

/** The customer's own record, asked again whenever a screen showing it opens. */
export const useProfile = () => useQuery({ ...profileQueryOptions(useCustomerToken()), staleTime: 0 });
