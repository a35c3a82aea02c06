import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCustomerToken } from '../../../lib/account-scope';
import { uploadApi } from '../../../lib/api';
import { profileKey, type UserProfile } from '../../account';

/** A10: one multipart field, `image`. */
export function uploadAvatar(file: File, onProgress?: (percent: number) => void) {
  const form = new FormData();
  form.append('image', file);
  return uploadApi('account-avatar', { body: form, onProgress });
}

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
