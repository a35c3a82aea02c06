import { guestOrderMessages } from '../../../shared/messages/guest-orders';
import { guestLookup } from '../../../shared/routes/entries/guest-lookup';
import { lookUpGuestOrder } from '../../flows/workflows/guest-lookup';
import { httpHandler } from '../http';
import { success } from '../../lib/responses';

/** POST /v2/guest/orders/lookup: always the same 200. */
export const handler = httpHandler(guestLookup, async (req) => {
  await lookUpGuestOrder(req.body.order_number, req.body.phone);
  return success({ message: guestOrderMessages.lookupSent });
});
