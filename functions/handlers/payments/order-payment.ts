import { ORDER_NOT_FOUND, ownCardOrder, paymentView } from '../../domain/payments/customer-payment';
import { httpHandler, numericParam, type AuthedRequest } from '../http';
import { success } from '../../lib/responses';

/** Where the payment of one's own card order stands (the SPA asks after PayHere's dialog closes). */
export const handler = httpHandler<AuthedRequest>('payhere-order-payment', async (req) => {
  const order = await ownCardOrder(req.session.userId, numericParam(req, 'id', ORDER_NOT_FOUND));
  return success({ data: paymentView(order) });
});
