import type { IdCounter } from '../ids';
import { pad } from '../keys';

/** Where orders are in the table (decision 0068). An order's partition also holds its returns (returns area). */
export const orderKeys = {
  order: (id: number) => ({ PK: `ORDER#${id}`, SK: 'ORDER' }),
  orderPartition: (orderId: number) => `ORDER#${orderId}`,
  orderOfCustomer: (userId: number, createdAt: string, id: number) => ({
    GSI1PK: `USER#${userId}#ORDERS`,
    GSI1SK: `${createdAt}#${pad(id)}`,
  }),
  ordersOfCustomer: (userId: number) => `USER#${userId}#ORDERS`,
  /** The shop's order index sorts by queue rank (pending 2, on its way 1, finished 0), then by time. */
  orderInShop: (rank: number, createdAt: string, id: number) => ({
    GSI2PK: 'ORDERS',
    GSI2SK: `${rank}#${createdAt}#${pad(id)}`,
  }),
  ordersIndex: 'ORDERS',
  ordersOfRank: (rank: number) => `${rank}#`,
  /** A cash order's confirmation link, found by the SHA-256 of its token (issue 31); the token itself is never kept. */
  codConfirmLink: (tokenHash: string) => ({ PK: `CODCONFIRM#${tokenHash}`, SK: 'CODCONFIRM' }),
  /** When parcels were refused at the door (issue 31), by account and by the phone the order gave (E.164). */
  doorRefusalsOfCustomer: (userId: number) => ({ PK: `USER#${userId}`, SK: 'DOOR_REFUSALS' }),
  doorRefusalsOfPhone: (phone: string) => ({ PK: `PHONE#${phone}`, SK: 'DOOR_REFUSALS' }),
  /** A guest checkout's Idempotency-Key, by the SHA-256 of the key (issue 32): the order it made, for a day. */
  guestCheckoutKey: (keyHash: string) => ({ PK: `IDEMPOTENCY#${keyHash}`, SK: 'GUEST_CHECKOUT' }),
  /** The times of a phone's recent guest checkouts (issue 32), for the per-phone daily limit. */
  guestCheckoutsOfPhone: (phone: string) => ({ PK: `PHONE#${phone}`, SK: 'GUEST_CHECKOUTS' }),
  /** A guest order's lost-link lookups (issue 32): its codes' times, the current code's hash, its wrong codes. */
  guestLookup: (orderId: number) => ({ PK: `ORDER#${orderId}`, SK: 'GUEST_LOOKUP' }),
} as const;

export const orderIds: IdCounter = { counter: 'ORDER' };
