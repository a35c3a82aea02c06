import { checkoutMethodsAnswer } from '../../api/payments';
import { checkoutMethodsQuerySchema } from '../../validation/checkout';
import { defineRoute } from '../define';

/**
 * Our own (issue 31): the ways to pay the checkout may offer this customer, for the phone typed so far; a method
 * withheld from them comes with the words its checkout would answer.
 */
export const checkoutMethods = defineRoute('checkout-methods', {
  handler: 'functions/handlers/checkout/methods.ts',
  stack: 'Orders',
  access: 'customer',
  grants: ['signing-key', 'table:read'],
  query: checkoutMethodsQuerySchema,
  response: checkoutMethodsAnswer,
});
