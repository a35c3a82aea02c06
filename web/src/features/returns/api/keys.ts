import { accountKey } from '../../../lib/account-scope';

/** The customer's returns (all of them: My Returns and each order's returns read the one list). */
export const returnKeys = {
  mine: (token: string | null) => [...accountKey(token), 'returns'] as const,
};
