import { guestReturn } from '../../../shared/routes/entries/guest-return';
import { returnMessages } from '../../../shared/rules/returns';
import { returnView } from '../../domain/returns';
import { requestReturn } from '../../flows/workflows/request-return';
import { success } from '../../lib/responses';
import { httpHandler } from '../http';

/** POST /v2/guest/orders/{order_number}/returns?t=: the customer's return request through the link; 404 bad link. */
export const handler = httpHandler(guestReturn, async (req) => {
  const record = await requestReturn({ kind: 'link', token: req.query.t }, req.params.order_number, req.body);
  return success({ message: returnMessages.requested, data: returnView(record, 'english') }, 201);
});
