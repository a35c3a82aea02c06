import { customerOrderLines } from '../../domain/orders/order-views';
import { ordersOfCustomer } from '../../domain/orders/orders-repo';
import { fieldError } from '../../lib/errors';
import { httpHandler, type AuthedRequest } from '../http';
import { success } from '../../lib/responses';

/** S11 GET /v2/user/orders?status=pending|complete: the customer's own order lines, newest first. */
export const handler = httpHandler<AuthedRequest>('orders-mine', async (req) => {
  const tab = (req.query.status ?? 'pending').toLowerCase();
  if (tab !== 'pending' && tab !== 'complete') throw fieldError('status', 'Please ask for pending or complete orders.');
  const data = customerOrderLines(await ordersOfCustomer(req.session.userId), tab);
  return success({ filter: tab, total_items: data.length, data });
});
