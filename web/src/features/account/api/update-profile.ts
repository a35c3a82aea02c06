import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCustomerToken } from '../../../lib/account-scope';
import { callApi } from '../../../lib/api';
import { profileKey } from './keys';

/** A8: a partial update; the answer is the updated flat user with `status` added. */
export const updateProfile = (changes: Record<string, string>) => callApi('account-update', { body: changes });

/** A8; the answer is the updated record, so every screen showing the profile gets it without asking again. */
export function useUpdateProfile() {
  const token = useCustomerToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (updated) => queryClient.setQueryData(profileKey(token), updated),
  });
}
