import { accountKey } from '../../../lib/account-scope';

/** The customer's notification settings (order SMS on or off). */
export const notificationsKey = (token: string | null) => [...accountKey(token), 'notifications'] as const;
