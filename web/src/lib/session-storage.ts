/** The two browser-storage keys of a session (contract 6.1): `token` (raw access token) and `user` (JSON text). */
export interface SessionUser {
  id?: number;
  name: string;
  email: string;
  user_type: string;
  role?: string | null;
  profile_picture?: string | null;
  mobile?: string | null;
}

export const TOKEN_KEY = 'token';
export const USER_KEY = 'user';

export function readStoredToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

/** The stored user, or null when it is missing or not valid JSON (a corrupt value never breaks the app). */
export function readStoredUser(): SessionUser | null {
  try {
    const text = localStorage.getItem(USER_KEY);
    if (!text) return null;
    const user = JSON.parse(text);
    return user && typeof user === 'object' && typeof user.name === 'string' ? (user as SessionUser) : null;
  } catch {
    return null;
  }
}

export function storeSession(token: string, user: SessionUser): void {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(USER_KEY, JSON.stringify(user));
}

export function storeUser(user: SessionUser): void {
  localStorage.setItem(USER_KEY, JSON.stringify(user));
}

export function clearStoredSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
}
