import { pad, userPartition } from '../keys';

/** Where discount codes and their uses are in the table (decision 0068). */
export const promotionKeys = {
  /** A discount code's own item, listed in GSI2 under `CODES`; its partition also holds its uses. */
  discountCode: (code: string) => ({ PK: `CODE#${code}`, SK: 'CODE' }),
  codeInList: (code: string) => ({ GSI2PK: 'CODES', GSI2SK: code }),
  codesIndex: 'CODES',
  /** How many standing orders one customer placed with a code (the per-customer limit's counter). */
  codeCustomer: (code: string, userId: number) => ({ PK: `CODE#${code}`, SK: `USER#${pad(userId)}` }),
  /** One order's use of a code: its amount, and whether a cancel gave it back. */
  codeOrder: (code: string, orderId: number) => ({ PK: `CODE#${code}`, SK: `ORDER#${pad(orderId)}` }),
  codeOrderPrefix: 'ORDER#',
  /** The times of one customer's recent refused codes (the guessing limit). */
  codeGuesses: (userId: number) => ({ PK: userPartition(userId), SK: 'CODEGUESSES' }),
} as const;
