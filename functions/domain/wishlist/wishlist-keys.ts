import type { IdCounter } from '../ids';
import { pad, userPartition } from '../keys';

/** Where wishlists are in the table: in their owner's partition (decision 0068). */
export const wishlistKeys = {
  wish: (userId: number, productId: number) => ({ PK: userPartition(userId), SK: `WISH#${pad(productId)}` }),
  wishPrefix: 'WISH#',
} as const;

export const wishIds: IdCounter = { counter: 'WISH' };
