import * as z from 'zod/mini';
import { done } from '../../api/envelope';
import { notFoundMessages } from '../../api/not-found';
import { pathId } from '../../api/path-params';
import { defineRoute } from '../define';

/** S4: takes the cart-line id. */
export const cartRemove = defineRoute('cart-remove', {
  handler: 'functions/handlers/cart/remove.ts',
  stack: 'Orders',
  access: 'customer',
  grants: ['signing-key', 'table:read', 'table:write'],
  params: z.object({ itemId: pathId(notFoundMessages.cartItem) }),
  response: done,
});
