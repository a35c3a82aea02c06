import * as z from 'zod/mini';
import { wishlistEntry } from '../../api/cart';
import { ok } from '../../api/envelope';
import { defineRoute } from '../define';

/** S5. */
export const wishlistList = defineRoute('wishlist-list', {
  handler: 'functions/handlers/wishlist/list.ts',
  stack: 'Orders',
  access: 'customer',
  grants: ['signing-key', 'table:read'],
  response: ok({ data: z.array(wishlistEntry), count: z.number() }),
});
