import { slipLink } from '../../../shared/routes/entries/slip-link';
import { customerSlipLink } from '../../flows/workflows/bank-slip';
import { success } from '../../lib/responses';
import { httpHandler } from '../http';

/** GET /v2/user/orders/{order_id}/slip: a signed link, good for 5 minutes, to the slip of one's own order. */
export const handler = httpHandler(slipLink, async (req) =>
  success({ url: await customerSlipLink({ kind: 'customer', session: req.session }, req.params.order_id) }),
);
