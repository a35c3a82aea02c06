import * as z from 'zod/mini';
import { successStatus } from '../../api/envelope';
import { contactSchema } from '../../validation/contact';
import { defineRoute } from '../define';

/** S10: success is read from `success`, not `status`; a 422 always has `errors`. */
export const contactSend = defineRoute('contact-send', {
  handler: 'functions/handlers/contact/send-message.ts',
  stack: 'Shopper',
  access: 'public',
  grants: ['table:write', 'mail:queue'],
  rateLimit: { name: 'Contact', limit: 10, windowSeconds: 300 },
  body: contactSchema,
  response: z.object({ success: z.literal(true), status: successStatus, message: z.string() }),
});
