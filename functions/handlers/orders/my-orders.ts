import { ordersMine } from '../../../shared/routes/entries/orders-mine';
import { languageField } from '../../domain/catalog';
import { customerOrderLines, lineNamingFor, ordersOfCustomer } from '../../domain/orders';
import { customerPaymentFields } from '../../domain/payments';
import { httpHandler } from '../http';
import { success } from '../../lib/responses';

/**
 * S11 GET /v2/user/orders?status=pending|complete: the customer's own order lines, newest first, each with what its
 * payment method adds (a bank transfer's details); named as bought for a Sinhala or Tamil page (decision 0112).
 */
export const handler = httpHandler(ordersMine, async (req) => {
  const tab = req.query.status;
  const orders = await ordersOfCustomer(req.session.userId);
  const payments = new Map(orders.map((o) => [o.id, customerPaymentFields(o)]));
  const data = customerOrderLines(orders, tab, lineNamingFor(req.query.lang)).map((line) => ({
    ...line,
    ...payments.get(line.order_id),
  }));
  return success({ ...languageField(req.query.lang), filter: tab, total_items: data.length, data });
});
