import { pad, userPartition } from '../keys';

/** The names of the per-customer counters of a code (issue 32): an account's, a guest's e-mail's and phone's. */
export const counterNames = {
  user: (userId: number) => `USER#${pad(userId)}`,
  email: (email: string) => `EMAIL#${email}`,
  phone: (e164: string) => `PHONE#${e164}`,
} as const;

/** Where discount codes and their uses are in the table (decision 0068). */
export const promotionKeys = {
  /** A discount code's own item, listed in GSI2 under `CODES`; its partition also holds its uses. */
  discountCode: (code: string) => ({ PK: `CODE#${code}`, SK: 'CODE' }),
  codeInList: (code: string) => ({ GSI2PK: 'CODES', GSI2SK: code }),
  codesIndex: 'CODES',
  /** How many standing orders one customer placed with a code (the per-customer limit's counter). */
  codeCustomer: (code: string, userId: number) => ({ PK: `CODE#${code}`, SK: counterNames.user(userId) }),
  /** Any per-customer counter by its name (`counterNames`). */
  codeCounter: (code: string, counter: string) => ({ PK: `CODE#${code}`, SK: counter }),
  /** One order's use of a code: its amount, and whether a cancel gave it back. */
  codeOrder: (code: string, orderId: number) => ({ PK: `CODE#${code}`, SK: `ORDER#${pad(orderId)}` }),
  codeOrderPrefix: 'ORDER#',
  /** The times of one customer's recent refused codes (the guessing limit). */
  codeGuesses: (userId: number) => ({ PK: userPartition(userId), SK: 'CODEGUESSES' }),
} as const;
