import { guestLookupVerify } from '../../../shared/routes/entries/guest-lookup-verify';
import { verifyGuestLookup } from '../../flows/workflows/guest-lookup';
import { httpHandler } from '../http';
import { success } from '../../lib/responses';

/** POST /v2/guest/orders/lookup/verify: `{order_link}` for the right code; 422 wrong; 429 after 5 wrong in an hour. */
export const handler = httpHandler(guestLookupVerify, async (req) =>
  success({ order_link: await verifyGuestLookup(req.body.order_number, req.body.phone, req.body.code) }),
);
