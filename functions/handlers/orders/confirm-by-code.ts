import { codConfirmationMessages } from '../../../shared/messages/cod-confirmation';
import { orderNumber } from '../../../shared/rules/orders';
import { codConfirmCode } from '../../../shared/routes/entries/cod-confirm-code';
import { confirmByCode } from '../../flows/workflows/cod-confirm';
import { success } from '../../lib/responses';
import { httpHandler } from '../http';

/** POST /v2/user/orders/{order_id}/confirm: 200 once confirmed; 422 a wrong code; 429 after 5; 404 another's order. */
export const handler = httpHandler(codConfirmCode, async (req) => {
  const order = await confirmByCode({ kind: 'customer', session: req.session }, req.params.order_id, req.body.code);
  return success({
    message: codConfirmationMessages.confirmed,
    data: { order_id: order.id, order_number: orderNumber(order.id), cod_confirmation: 'confirmed' as const },
  });
});
