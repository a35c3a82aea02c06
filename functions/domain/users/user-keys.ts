import type { IdCounter } from '../ids';
import { pad, userPartition } from '../keys';

/** Where accounts are in the table (decision 0068). */
export const userKeys = {
  user: (id: number) => ({ PK: userPartition(id), SK: 'PROFILE' }),
  userByRole: (userType: string, createdAt: string, id: number) => ({
    GSI1PK: `ROLE#${userType}`,
    GSI1SK: `${createdAt}#${pad(id)}`,
  }),
  roleIndex: (userType: string) => `ROLE#${userType}`,
  emailGuard: (email: string) => ({ PK: `EMAIL#${email.toLowerCase()}`, SK: 'EMAIL' }),
} as const;

export const userIds: IdCounter = { counter: 'USER' };
