import { cartLineChanged } from '../../api/cart';
import { addToCartSchema } from '../../validation/cart';
import { defineRoute } from '../define';

/** S1: adding a product already in the cart raises its quantity, never above the stock (400). */
export const cartAdd = defineRoute('cart-add', {
  handler: 'functions/handlers/cart/add.ts',
  stack: 'Orders',
  access: 'customer',
  grants: ['signing-key', 'table:read', 'table:write'],
  body: addToCartSchema,
  response: cartLineChanged,
});
