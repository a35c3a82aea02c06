import { contactSend } from '../../../shared/routes/entries/contact-send';
import { contactMessages } from '../../../shared/validation/contact';
import { receiveContactMessage } from '../../flows/workflows/contact-message';
import { httpHandler } from '../http';
import { json } from '../../lib/responses';

/** S10 POST /v2/contact/sendMessage: success is read from `success` (not `status`); a 422 always has `errors`. */
export const handler = httpHandler(contactSend, async (req) => {
  const input = req.body;
  await receiveContactMessage(input);
  return json(200, { success: true, status: 'success', message: contactMessages.success });
});
