import { checkoutMethods } from '../../../shared/routes/entries/checkout-methods';
import { checkoutMethodsFor } from '../../flows/workflows/checkout-methods';
import { success } from '../../lib/responses';
import { httpHandler } from '../http';

/** GET /v2/checkout/methods?phone=: the ways to pay the shop offers, and those withheld from this customer. */
export const handler = httpHandler(checkoutMethods, async (req) =>
  success({ data: await checkoutMethodsFor(req.session.userId, req.query.phone ?? '') }),
);
