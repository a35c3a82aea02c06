import { guestCartContact as route } from '../../../shared/routes/entries/guest-cart-contact';
import { guestCartContact } from '../../flows/workflows/guest-cart-contact';
import { success } from '../../lib/responses';
import { httpHandler } from '../http';

/** POST /v2/guest/cart/contact: checkout step 2's contact and tick; the cart is reminded only when ticked. */
export const handler = httpHandler(route, async (req) => {
  const reminders = await guestCartContact(req.body);
  return success({ message: reminders ? 'Cart saved' : 'Nothing saved', data: { reminders } });
});
