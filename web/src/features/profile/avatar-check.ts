import { AVATAR_MAX_BYTES, AVATAR_TYPES, avatarMessages } from '../../../../shared/validation/avatar';

/** SPEC section 5's check before the upload (the server checks the bytes again): the message, or null when fine. */
export function avatarProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!AVATAR_TYPES.includes(file.type)) return avatarMessages.type;
  if (file.size >= AVATAR_MAX_BYTES) return avatarMessages.size;
  return null;
}

export const AVATAR_ACCEPT = AVATAR_TYPES.join(',');
