import { adminSlipLink } from '../../../../shared/routes/entries/admin-slip-link';
import { getOrder, ORDER_NOT_FOUND } from '../../../domain/orders';
import { slipLinkOf } from '../../../flows/workflows/bank-slip';
import { notFound } from '../../../lib/errors';
import { success } from '../../../lib/responses';
import { httpHandler } from '../../http';

/** GET /v2/admin/orders/{id}/slip: a signed link, good for 5 minutes, to an order's bank slip (staff and admins). */
export const handler = httpHandler(adminSlipLink, async (req) => {
  const order = await getOrder(req.params.id);
  if (!order) throw notFound(ORDER_NOT_FOUND);
  return success({ url: await slipLinkOf(order) });
});
