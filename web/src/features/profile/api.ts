import { api } from '../../lib/api';

export interface PasswordChange {
  current_password: string;
  new_password: string;
  new_password_confirmation: string;
}

/** A9, with the trailing slash the contract writes. */
export const changePassword = (body: PasswordChange) => api.post('/v2/users/change-password/', body);

/** A10: one multipart field, `image`. */
export function uploadAvatar(file: File, onProgress?: (percent: number) => void) {
  const form = new FormData();
  form.append('image', file);
  return api.upload<{ status?: string; profile_picture?: string }>('/v2/users/images/upload', form, onProgress);
}
