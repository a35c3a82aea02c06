import { contactMessages, contactSchema } from '../../../shared/validation/contact';
import { receiveContactMessage } from '../../domain/contact/contact-messages';
import { httpHandler } from '../http';
import { json } from '../../lib/responses';
import { parseWith } from '../../lib/validate';

/** S10 POST /v2/contact/sendMessage: success is read from `success` (not `status`); a 422 always has `errors`. */
export const handler = httpHandler('contact-send', async (req) => {
  const input = parseWith(contactSchema, req.body);
  await receiveContactMessage(input);
  return json(200, { success: true, status: 'success', message: contactMessages.success });
});
