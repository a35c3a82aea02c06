import { codConfirmationMessages } from '../../../shared/messages/cod-confirmation';
import { orderNumber } from '../../../shared/rules/orders';
import { guestConfirmCode } from '../../../shared/routes/entries/guest-confirm-code';
import { confirmByCode } from '../../flows/workflows/cod-confirm';
import { success } from '../../lib/responses';
import { httpHandler } from '../http';

/** POST /v2/guest/orders/{order_number}/confirm?t=: the SMS code through the link; 422 wrong, 429 after 5, 404 bad link. */
export const handler = httpHandler(guestConfirmCode, async (req) => {
  const order = await confirmByCode({ kind: 'link', token: req.query.t }, req.params.order_number, req.body.code);
  return success({
    message: codConfirmationMessages.confirmed,
    data: { order_id: order.id, order_number: orderNumber(order.id), cod_confirmation: 'confirmed' as const },
  });
});
