import { codConfirmationMessages } from '../../../shared/messages/cod-confirmation';
import { orderNumber } from '../../../shared/rules/orders';
import { codConfirmLink } from '../../../shared/routes/entries/cod-confirm-link';
import { confirmByLink } from '../../flows/workflows/cod-confirm';
import { success } from '../../lib/responses';
import { httpHandler } from '../http';

/** POST /v2/orders/confirm: 200 once confirmed; 404 for a token not the shop's; 409 used already or no longer waiting. */
export const handler = httpHandler(codConfirmLink, async (req) => {
  const order = await confirmByLink(req.body.token);
  return success({
    message: codConfirmationMessages.confirmed,
    data: { order_id: order.id, order_number: orderNumber(order.id), cod_confirmation: 'confirmed' as const },
  });
});
