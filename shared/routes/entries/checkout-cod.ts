import * as z from 'zod/mini';
import { ok } from '../../api/envelope';
import { bankTransferDetails } from '../../api/bank-transfer';
import { placedOrder } from '../../api/orders';
import { checkoutSchema } from '../../validation/checkout';
import { defineRoute } from '../define';

/**
 * S8 cash on delivery, or a bank transfer (its account and amount in `bank_transfer`): success is known by the exact
 * message (201, or 200 for the same cart sent again).
 */
export const checkoutCod = defineRoute('checkout-cod', {
  handler: 'functions/handlers/checkout/checkout.ts',
  stack: 'Orders',
  access: 'customer',
  grants: ['signing-key', 'table:read', 'table:write', 'mail:queue'],
  body: checkoutSchema,
  response: ok({
    message: z.literal('Order created successfully'),
    order: placedOrder,
    bank_transfer: z.optional(bankTransferDetails),
  }),
});
