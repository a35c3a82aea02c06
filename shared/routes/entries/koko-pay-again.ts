import * as z from 'zod/mini';
import { notFoundMessages } from '../../api/not-found';
import { pathId } from '../../api/path-params';
import { kokoPayAgainAnswer } from '../../api/koko';
import { defineRoute } from '../define';

/** Another try at paying one's own unpaid KOKO order while its window is open: a fresh signed form. */
export const kokoPayAgain = defineRoute('koko-pay-again', {
  handler: 'functions/handlers/payments/koko-pay-again.ts',
  stack: 'Orders',
  access: 'customer',
  grants: ['signing-key', 'table:read', 'koko-secret'],
  params: z.object({ id: pathId(notFoundMessages.order) }),
  response: kokoPayAgainAnswer,
});
