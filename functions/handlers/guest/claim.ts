import { guestOrderMessages } from '../../../shared/messages/guest-orders';
import { guestClaim } from '../../../shared/routes/entries/guest-claim';
import { orderSummary } from '../../domain/orders';
import { claimGuestOrder } from '../../flows/workflows/guest-claim';
import { httpHandler } from '../http';
import { success } from '../../lib/responses';

/** POST /v2/user/orders/claim: 200 with the order, now in the caller's My Orders; 404 bad token; 409 claimed already. */
export const handler = httpHandler(guestClaim, async (req) => {
  const order = await claimGuestOrder(req.session.userId, req.body.order_number, req.body.token);
  return success({ message: guestOrderMessages.claimed, order: orderSummary(order) });
});
