import * as z from 'zod/mini';
import { cartLineChanged } from '../../api/cart';
import { notFoundMessages } from '../../api/not-found';
import { pathId } from '../../api/path-params';
import { updateCartSchema } from '../../validation/cart';
import { defineRoute } from '../define';

/** S3: takes the cart-line id (contract 7.17); the stock is enforced here (400). */
export const cartUpdate = defineRoute('cart-update', {
  handler: 'functions/handlers/cart/update.ts',
  stack: 'Orders',
  access: 'customer',
  grants: ['signing-key', 'table:read', 'table:write'],
  params: z.object({ itemId: pathId(notFoundMessages.cartItem) }),
  body: updateCartSchema,
  response: cartLineChanged,
});
