import { cartRemove } from '../../../shared/routes/entries/cart-remove';
import { removeFromCart } from '../../domain/cart';
import { httpHandler } from '../http';
import { success } from '../../lib/responses';

/** S4 DELETE /v2/cart/{cartItemId} */
export const handler = httpHandler(cartRemove, async (req) => {
  await removeFromCart(req.session.userId, req.params.itemId);
  return success({ message: 'Item removed from cart' });
});
