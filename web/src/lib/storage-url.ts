/**
 * The URL of a stored profile picture (contract 6.14): a relative storage path is served from `/api/storage/...`;
 * `default_avatar.png`, empty or null means the bundled default avatar.
 */
import { API_BASE } from './api';

export const DEFAULT_AVATAR = '/media/default-avatar.svg';

export function avatarUrl(profilePicture: string | null | undefined): string {
  if (!profilePicture || profilePicture === 'default_avatar.png') return DEFAULT_AVATAR;
  if (/^https?:\/\//.test(profilePicture)) return profilePicture;
  return `${API_BASE}/storage/${profilePicture.replace(/^\/+/, '')}`;
}
