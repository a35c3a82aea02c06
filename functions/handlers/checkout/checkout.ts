import { checkoutCod } from '../../../shared/routes/entries/checkout-cod';
import { CARD_NOT_AVAILABLE } from '../../../shared/validation/checkout';
import { orderSummary } from '../../domain/orders';
import { placeCodOrder } from '../../flows/place-order';
import { badRequest } from '../../lib/errors';
import { httpHandler } from '../http';
import { success } from '../../lib/responses';

/** S8 POST /v2/checkout: Cash on Delivery. The client knows success only by the exact message. */
export const handler = httpHandler(checkoutCod, async (req) => {
  const input = req.body;
  if (input.payment_method !== 'COD') throw badRequest(CARD_NOT_AVAILABLE);
  const { order, replayed } = await placeCodOrder(req.session.userId, input);
  return success({ message: 'Order created successfully', order: orderSummary(order) }, replayed ? 200 : 201);
});
