import { done } from '../../api/envelope';
import { wishlistAddSchema } from '../../validation/cart';
import { defineRoute } from '../define';

/** S6: idempotent. */
export const wishlistAdd = defineRoute('wishlist-add', {
  handler: 'functions/handlers/wishlist/add.ts',
  stack: 'Orders',
  access: 'customer',
  grants: ['signing-key', 'table:read', 'table:write'],
  body: wishlistAddSchema,
  response: done,
});
