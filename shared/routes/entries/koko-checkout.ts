import { kokoCheckoutAnswer } from '../../api/koko';
import { cardCheckoutSchema } from '../../validation/checkout';
import { defineRoute } from '../define';

/** KOKO, pay in 3: the card checkout's body; the answer's `koko` is the signed form the browser posts to KOKO. */
export const kokoCheckout = defineRoute('koko-checkout', {
  handler: 'functions/handlers/checkout/koko.ts',
  stack: 'Orders',
  access: 'customer',
  grants: ['signing-key', 'table:read', 'table:write', 'koko-secret', 'mail:queue'],
  body: cardCheckoutSchema,
  response: kokoCheckoutAnswer,
});
