import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountKey, useCustomerToken } from '../../../lib/account-scope';
import { fetchProfile, updateProfile } from './profile-calls';

export const profileKey = (token: string | null) => [...accountKey(token), 'profile'] as const;

/** The customer's own record (A7), asked again whenever a screen showing it opens. */
export function useProfile() {
  const token = useCustomerToken();
  return useQuery({ queryKey: profileKey(token), queryFn: fetchProfile, enabled: token !== null, staleTime: 0 });
}

/** A8; the answer is the updated record, so every screen showing the profile gets it without asking again. */
export function useUpdateProfile() {
  const token = useCustomerToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (updated) => queryClient.setQueryData(profileKey(token), updated),
  });
}
