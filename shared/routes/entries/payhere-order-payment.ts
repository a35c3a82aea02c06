import * as z from 'zod/mini';
import { ok } from '../../api/envelope';
import { notFoundMessages } from '../../api/not-found';
import { pathId } from '../../api/path-params';
import { orderPayment } from '../../api/payments';
import { defineRoute } from '../define';

/** Where the payment of one's own card order stands. */
export const payhereOrderPayment = defineRoute('payhere-order-payment', {
  handler: 'functions/handlers/payments/order-payment.ts',
  stack: 'Orders',
  access: 'customer',
  grants: ['signing-key', 'table:read'],
  params: z.object({ id: pathId(notFoundMessages.order) }),
  response: ok({ data: orderPayment }),
});
