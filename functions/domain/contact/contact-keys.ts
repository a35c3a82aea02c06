import type { IdCounter } from '../ids';
import { pad } from '../keys';

/** Where contact messages are in the table (decision 0068). */
export const contactKeys = {
  contactMessage: (month: string, createdAt: string, id: number) => ({
    PK: `CONTACT#${month}`,
    SK: `${createdAt}#${pad(id)}`,
  }),
} as const;

export const contactIds: IdCounter = { counter: 'CONTACT' };
