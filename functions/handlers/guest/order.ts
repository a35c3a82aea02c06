import { guestOrder } from '../../../shared/routes/entries/guest-order';
import { languageField } from '../../domain/catalog';
import { lineNamingFor, orderLinesOf, orderSummary } from '../../domain/orders';
import { customerPaymentFields, orderNextSteps } from '../../domain/payments';
import { returnsOfOrder, returnView } from '../../domain/returns';
import { orderOfLink } from '../../flows/workflows/guest-order';
import { httpHandler } from '../http';
import { success } from '../../lib/responses';

/** GET /v2/guest/orders/{order_number}?t=: the order its link opens, as My Orders shows it (its returns too), and what comes next. */
export const handler = httpHandler(guestOrder, async (req) => {
  const order = await orderOfLink(req.params.order_number, req.query.t);
  const payment = customerPaymentFields(order);
  const { returns } = await returnsOfOrder(order.id);
  const naming = lineNamingFor(req.query.lang);
  return success({
    ...languageField(req.query.lang),
    data: orderLinesOf(order, naming).map((line) => ({ ...line, ...payment })),
    order: orderSummary(order),
    returns: returns.map((r) => returnView(r, naming)),
    next: orderNextSteps(order),
    claimed: order.userId !== undefined,
  });
});
