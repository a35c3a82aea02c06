import { guestSlipLink } from '../../../shared/routes/entries/guest-slip-link';
import { customerSlipLink } from '../../flows/workflows/bank-slip';
import { success } from '../../lib/responses';
import { httpHandler } from '../http';

/** GET /v2/guest/orders/{order_number}/slip?t=: a signed link to the order's slip (5 minutes); 404 bad link; 409 none. */
export const handler = httpHandler(guestSlipLink, async (req) =>
  success({ url: await customerSlipLink({ kind: 'link', token: req.query.t }, req.params.order_number) }),
);
