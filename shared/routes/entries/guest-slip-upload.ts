import * as z from 'zod/mini';
import { ok } from '../../api/envelope';
import { placedOrder } from '../../api/orders';
import { linkTokenQuery, orderNumberParam } from '../../validation/guest';
import { defineRoute } from '../define';

/**
 * Issue 32: through its link (`?t=`), the slip of a guest's bank-transfer order: what the customer's slip upload
 * takes and answers (multipart `slip`: a JPEG, PNG or PDF by its bytes, at most 4 MB).
 */
export const guestSlipUpload = defineRoute('guest-slip-upload', {
  handler: 'functions/handlers/guest/slip-upload.ts',
  stack: 'Orders',
  access: 'public',
  grants: ['table:read', 'table:write', 'uploads:write'],
  params: z.object({ order_number: orderNumberParam }),
  query: linkTokenQuery,
  multipart: { files: ['slip'] },
  body: z.object({}),
  response: ok({ message: z.string(), order: placedOrder }),
});
