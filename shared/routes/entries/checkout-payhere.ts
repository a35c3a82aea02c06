import { cardCheckoutAnswer } from '../../api/payments';
import { cardCheckoutSchema } from '../../validation/checkout';
import { defineRoute } from '../define';

/** S9 card checkout: the answer's `payhere` goes unchanged to PayHere's `startPayment`. */
export const checkoutPayhere = defineRoute('checkout-payhere', {
  handler: 'functions/handlers/checkout/payhere.ts',
  stack: 'Orders',
  access: 'customer',
  grants: ['signing-key', 'table:read', 'table:write', 'payhere-secret', 'mail:queue'],
  body: cardCheckoutSchema,
  response: cardCheckoutAnswer,
});
