import { updateCartSchema } from '../../../shared/validation/cart';
import { CART_ITEM_NOT_FOUND, changeQuantity } from '../../domain/cart/cart-service';
import { httpHandler, numericParam, type AuthedRequest } from '../http';
import { success } from '../../lib/responses';
import { parseWith } from '../../lib/validate';

/** S3 PUT /v2/cart/{cartItemId}: the client has no upper limit, so stock is enforced here (400). */
export const handler = httpHandler<AuthedRequest>('cart-update', async (req) => {
  const itemId = numericParam(req, 'itemId', CART_ITEM_NOT_FOUND);
  const { quantity } = parseWith(updateCartSchema, req.body);
  const line = await changeQuantity(req.session.userId, itemId, quantity);
  return success({ message: 'Cart updated', data: { id: line.id, product_id: line.productId, quantity: line.quantity } });
});
