import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RouteBody } from '../../../../shared/routes';
import { useCustomerToken } from '../../lib/account-scope';
import { callApi, uploadApi } from '../../lib/api';
import { profileKey, type UserProfile } from '../account';

export type PasswordChange = RouteBody<'account-change-password'>;

/** A9. */
export const changePassword = (body: PasswordChange) => callApi('account-change-password', { body });

/** A10: one multipart field, `image`. */
export function uploadAvatar(file: File, onProgress?: (percent: number) => void) {
  const form = new FormData();
  form.append('image', file);
  return uploadApi('account-avatar', { body: form, onProgress });
}

/** A9 as a mutation: the card shows its own busy state and messages. */
export const useChangePassword = () => useMutation({ mutationFn: changePassword });

/**
 * A10, then the profile asked again so every screen shows the new picture. Resolves to the new picture (null when
 * there is none), or undefined when the server did not take the file.
 */
export function useUploadAvatar() {
  const token = useCustomerToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      file,
      onProgress,
    }: {
      file: File;
      onProgress?: (percent: number) => void;
    }): Promise<string | null | undefined> => {
      const body = await uploadAvatar(file, onProgress);
      if (body?.status !== 'success') return undefined;
      await queryClient.invalidateQueries({ queryKey: profileKey(token) }).catch(() => undefined);
      return queryClient.getQueryData<UserProfile>(profileKey(token))?.profile_picture ?? body.profile_picture ?? null;
    },
  });
}
