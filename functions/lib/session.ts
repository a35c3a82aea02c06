import type { UserType } from '../../shared/routes/access';

/** The server's record of a signed-in caller; the role comes from here, never from the request. */
export interface Session {
  sessionId: string;
  userId: number;
  userType: UserType;
}

/**
 * Finds the live session a bearer token names, or null for any token that must not be honoured. The handlers
 * layer supplies it (functions/handlers/http.ts), so this layer needs no knowledge of tokens or the table.
 */
export type SessionResolver = (token: string) => Promise<Session | null>;
