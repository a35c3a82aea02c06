import * as z from 'zod/mini';
import { notFoundMessages } from '../../api/not-found';
import { pathId } from '../../api/path-params';
import { payAgainAnswer } from '../../api/payments';
import { defineRoute } from '../define';

/** Another try at paying one's own unpaid card order while its window is open. */
export const payherePayAgain = defineRoute('payhere-pay-again', {
  handler: 'functions/handlers/payments/pay-again.ts',
  stack: 'Orders',
  access: 'customer',
  grants: ['signing-key', 'table:read', 'payhere-secret'],
  params: z.object({ id: pathId(notFoundMessages.order) }),
  response: payAgainAnswer,
});
