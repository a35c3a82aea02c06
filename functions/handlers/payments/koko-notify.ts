import { kokoNotify } from '../../../shared/routes/entries/koko-notify';
import { kokoPayIn3 } from '../../domain/payments';
import { recordPaymentNotification } from '../../flows/workflows/payment-notify';
import { httpHandler } from '../http';
import { success } from '../../lib/responses';

/**
 * KOKO's callback (form-encoded, public). Only a callback whose signature verifies with KOKO's public key changes a
 * payment: a bad one is a 400, an unknown order a 404, and neither changes anything. Repeats answer 200 and change
 * nothing.
 */
export const handler = httpHandler(kokoNotify, async (req) => {
  const { changed } = await recordPaymentNotification(kokoPayIn3.notifications, req.body);
  return success({ message: changed ? 'Payment recorded.' : 'Nothing to change.' });
});
