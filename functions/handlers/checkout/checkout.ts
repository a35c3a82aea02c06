import { checkoutCod } from '../../../shared/routes/entries/checkout-cod';
import { CARD_NOT_AVAILABLE } from '../../../shared/validation/checkout';
import { orderSummary } from '../../domain/orders';
import { checkoutMethod } from '../../domain/payments';
import { checkout } from '../../flows/workflows/checkout';
import { badRequest } from '../../lib/errors';
import { httpHandler } from '../http';
import { success } from '../../lib/responses';

/**
 * S8 POST /v2/checkout: an order paid with the method the body names among this route's (cash on delivery, a bank
 * transfer); any other is a 400. The client knows success only by the exact message.
 */
export const handler = httpHandler(checkoutCod, async (req) => {
  const input = req.body;
  const method = checkoutMethod('checkout-cod', input.payment_method);
  if (!method) throw badRequest(CARD_NOT_AVAILABLE);
  const { order, replayed, answer } = await checkout(req.session.userId, input, method);
  return success(
    { message: 'Order created successfully', order: orderSummary(order), ...answer },
    replayed ? 200 : 201,
  );
});
