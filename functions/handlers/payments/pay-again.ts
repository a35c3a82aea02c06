import { paymentObject } from '../../domain/payments/payment-object';
import { payhereSettings } from '../../domain/payments/payhere-config';
import { ORDER_NOT_FOUND, payableOrder } from '../../domain/payments/customer-payment';
import { httpHandler, numericParam, type AuthedRequest } from '../http';
import { success } from '../../lib/responses';

/** Another try at paying one's own card order from My Orders, while its window is open: a fresh payment object. */
export const handler = httpHandler<AuthedRequest>('payhere-pay-again', async (req) => {
  const order = await payableOrder(req.session.userId, numericParam(req, 'id', ORDER_NOT_FOUND));
  const settings = await payhereSettings();
  return success({ payhere: paymentObject(order, settings), sdk_url: settings.sdkUrl });
});
