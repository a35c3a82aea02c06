import { accountKey } from '../../../lib/account-scope';

/** The customer's own record (A7): every screen showing it reads this key. */
export const profileKey = (token: string | null) => [...accountKey(token), 'profile'] as const;
