import * as z from 'zod/mini';
import { done } from '../../api/envelope';
import { notFoundMessages } from '../../api/not-found';
import { pathId } from '../../api/path-params';
import { defineRoute } from '../define';

/** S7: the path carries the PRODUCT id (contract 7.17). */
export const wishlistRemove = defineRoute('wishlist-remove', {
  handler: 'functions/handlers/wishlist/remove.ts',
  stack: 'Orders',
  access: 'customer',
  grants: ['signing-key', 'table:read', 'table:write'],
  params: z.object({ productId: pathId(notFoundMessages.product) }),
  response: done,
});
