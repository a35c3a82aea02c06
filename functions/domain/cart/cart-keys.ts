import type { IdCounter } from '../ids';
import { pad, userPartition } from '../keys';

/** Where carts are in the table: in their owner's partition (decision 0068). */
export const cartKeys = {
  /** One line per product, or per product and variant (issue 20: two sizes of one tee are two lines). */
  cartLine: (userId: number, productId: number, variantId: number | null = null) => ({
    PK: userPartition(userId),
    SK: variantId === null ? `CART#${pad(productId)}` : `CART#${pad(productId)}#${pad(variantId)}`,
  }),
  cartMeta: (userId: number) => ({ PK: userPartition(userId), SK: 'CARTMETA' }),
  cartLinePrefix: 'CART#',
} as const;

export const cartItemIds: IdCounter = { counter: 'CARTITEM' };
