import { payhereOrderPayment } from '../../../shared/routes/entries/payhere-order-payment';
import { ownOrderPaidWith, paymentView, payhereCard } from '../../domain/payments';
import { httpHandler } from '../http';
import { success } from '../../lib/responses';

/** Where the payment of one's own card order stands (the SPA asks after PayHere's dialog closes). */
export const handler = httpHandler(payhereOrderPayment, async (req) => {
  const order = await ownOrderPaidWith(payhereCard, req.session.userId, req.params.id);
  return success({ data: paymentView(order) });
});
