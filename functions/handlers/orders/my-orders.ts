import { ordersMine } from '../../../shared/routes/entries/orders-mine';
import { customerOrderLines, ordersOfCustomer } from '../../domain/orders';
import { httpHandler } from '../http';
import { success } from '../../lib/responses';

/** S11 GET /v2/user/orders?status=pending|complete: the customer's own order lines, newest first. */
export const handler = httpHandler(ordersMine, async (req) => {
  const tab = req.query.status;
  const data = customerOrderLines(await ordersOfCustomer(req.session.userId), tab);
  return success({ filter: tab, total_items: data.length, data });
});
