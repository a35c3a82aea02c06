import * as z from 'zod/mini';
import { ok } from '../../api/envelope';
import { notFoundMessages } from '../../api/not-found';
import { placedOrder } from '../../api/orders';
import { pathId } from '../../api/path-params';
import { defineRoute } from '../define';

/** A bank-transfer order's slip (multipart `slip`: a JPEG, PNG or PDF by its bytes, at most 4 MB), by its customer. */
export const slipUpload = defineRoute('slip-upload', {
  handler: 'functions/handlers/payments/slip-upload.ts',
  stack: 'Orders',
  access: 'customer',
  grants: ['signing-key', 'table:read', 'table:write', 'uploads:write'],
  params: z.object({ order_id: pathId(notFoundMessages.order) }),
  multipart: { files: ['slip'] },
  body: z.object({}),
  response: ok({ message: z.string(), order: placedOrder }),
});
