import { CART_ITEM_NOT_FOUND, removeFromCart } from '../../domain/cart/cart-service';
import { httpHandler, numericParam, type AuthedRequest } from '../http';
import { success } from '../../lib/responses';

/** S4 DELETE /v2/cart/{cartItemId} */
export const handler = httpHandler<AuthedRequest>('cart-remove', async (req) => {
  await removeFromCart(req.session.userId, numericParam(req, 'itemId', CART_ITEM_NOT_FOUND));
  return success({ message: 'Item removed from cart' });
});
