import { callApi, uploadApi } from '../../lib/api';

export interface PasswordChange {
  current_password: string;
  new_password: string;
  new_password_confirmation: string;
}

/** A9. */
export const changePassword = (body: PasswordChange) => callApi('account-change-password', { body });

/** A10: one multipart field, `image`. */
export function uploadAvatar(file: File, onProgress?: (percent: number) => void) {
  const form = new FormData();
  form.append('image', file);
  return uploadApi('account-avatar', { body: form, onProgress });
}
