import type { IdCounter } from '../ids';
import { pad } from '../keys';
import { orderKeys } from '../orders';

/**
 * Where returns are in the table (issue 22, decision 0068). A return lives in its order's partition, so the order's
 * returns are one consistent Query; the shop's index lists every return by id (the back-office list and the lookup
 * by id), the customer's index theirs.
 */
export const returnKeys = {
  orderReturn: (orderId: number, returnId: number) => ({
    PK: orderKeys.orderPartition(orderId),
    SK: `RETURN#${pad(returnId)}`,
  }),
  orderReturnPrefix: 'RETURN#',
  /** One per order with returns: how many were made (a new one is conditional on it) and whether one was received. */
  orderReturnsGuard: (orderId: number) => ({ PK: orderKeys.orderPartition(orderId), SK: 'RETURNS' }),
  returnInShop: (id: number) => ({ GSI2PK: 'RETURNS', GSI2SK: pad(id) }),
  returnsIndex: 'RETURNS',
  returnIdSortKey: (id: number) => pad(id),
  returnOfCustomer: (userId: number, createdAt: string, id: number) => ({
    GSI1PK: `USER#${userId}#RETURNS`,
    GSI1SK: `${createdAt}#${pad(id)}`,
  }),
  returnsOfCustomer: (userId: number) => `USER#${userId}#RETURNS`,
} as const;

export const returnIds: IdCounter = { counter: 'RETURN' };
