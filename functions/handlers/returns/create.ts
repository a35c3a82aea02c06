import { returnsCreate } from '../../../shared/routes/entries/returns-create';
import { returnMessages } from '../../../shared/rules/returns';
import { returnView } from '../../domain/returns';
import { requestReturn } from '../../flows/workflows/request-return';
import { success } from '../../lib/responses';
import { httpHandler } from '../http';

/** POST /v2/user/orders/{order_id}/returns: 201 with the return; 422 with the refusal; 404 for another's order. */
export const handler = httpHandler(returnsCreate, async (req) => {
  const record = await requestReturn({ kind: 'customer', session: req.session }, req.params.order_id, req.body);
  return success({ message: returnMessages.requested, data: returnView(record, 'english') }, 201);
});
