import { create } from 'zustand';
import type { RouteBody } from '../../../shared/routes';
import { callApi, onUnauthorized } from './api';
import {
  clearStoredSession,
  readStoredToken,
  readStoredUser,
  storeSession,
  storeUser,
  type SessionUser,
} from './session-storage';

export type { SessionUser } from './session-storage';

export type RegisterInput = RouteBody<'auth-register'>;

interface SessionState {
  token: string | null;
  user: SessionUser | null;
  /** True during the initial restore, login and logout (SPEC section 4). */
  loading: boolean;
  /** The server stopped accepting the token (signed out elsewhere, password changed): the sign-in page says so. */
  ended: boolean;
  restore(): void;
  login(email: string, password: string): Promise<SessionUser>;
  register(input: RegisterInput): Promise<SessionUser | null>;
  /** The one sign-out: revokes the token on the server when one is held, and always clears the session. */
  signOut(): Promise<void>;
  /** Merges changes into the stored user (e.g. a new profile picture). */
  updateUser(changes: Partial<SessionUser>): void;
}

export const useSession = create<SessionState>((set, get) => ({
  token: null,
  user: null,
  loading: true,
  ended: false,

  restore() {
    const token = readStoredToken();
    const user = readStoredUser();
    // Restored only when both keys exist (contract 6.1).
    set(token && user ? { token, user, loading: false } : { token: null, user: null, loading: false });
  },

  async login(email, password) {
    set({ loading: true });
    try {
      const body = await callApi('auth-login', { body: { email, password } });
      if (!body?.access_token || !body.user) throw new Error('An error occurred during login. Please try again.');
      storeSession(body.access_token, body.user);
      set({ token: body.access_token, user: body.user, ended: false });
      return body.user;
    } finally {
      set({ loading: false });
    }
  },

  async register(input) {
    const body = await callApi('auth-register', { body: input });
    if (!body?.access_token) return null;
    localStorage.setItem('token', body.access_token);
    return get().login(input.email, input.password);
  },

  async signOut() {
    set({ loading: true });
    try {
      if (get().token) await callApi('auth-logout');
    } catch {
      // The failure is logged by the API client; the session is cleared anyway.
    } finally {
      clearStoredSession();
      set({ token: null, user: null, loading: false, ended: false });
    }
  },

  updateUser(changes) {
    const user = get().user;
    if (!user) return;
    const next = { ...user, ...changes };
    storeUser(next);
    set({ user: next });
  },
}));

export const isAuthenticated = (s: Pick<SessionState, 'token'>) => Boolean(s.token);

// A token the server no longer accepts ends the session here too, so the guards send the user to /signin
// (remembering the page) instead of leaving every customer page failing.
onUnauthorized(() => {
  if (!useSession.getState().token) return;
  clearStoredSession();
  useSession.setState({ token: null, user: null, ended: true });
});
