import { payhereNotify } from '../../../shared/routes/entries/payhere-notify';
import { payhereCard } from '../../domain/payments';
import { recordPaymentNotification } from '../../flows/workflows/payment-notify';
import { httpHandler } from '../http';
import { success } from '../../lib/responses';

/**
 * PayHere's notify URL (form-encoded, public). Only a notification whose signature, merchant, amount and currency
 * match changes a payment; anything else is a 4xx and changes nothing. Repeats answer 200 and change nothing.
 */
export const handler = httpHandler(payhereNotify, async (req) => {
  const { changed } = await recordPaymentNotification(payhereCard.notifications, req.body);
  return success({ message: changed ? 'Payment recorded.' : 'Nothing to change.' });
});
