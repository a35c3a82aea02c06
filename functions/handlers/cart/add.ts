import { addToCartSchema } from '../../../shared/validation/cart';
import { addToCart } from '../../domain/cart/cart-service';
import { httpHandler, type AuthedRequest } from '../http';
import { success } from '../../lib/responses';
import { parseWith } from '../../lib/validate';

/** S1 POST /v2/cart/add: adding a product already in the cart raises its quantity, never above stock (400). */
export const handler = httpHandler<AuthedRequest>('cart-add', async (req) => {
  const { product_id, quantity } = parseWith(addToCartSchema, req.body);
  const line = await addToCart(req.session.userId, product_id, quantity);
  return success({ message: 'Product added to cart successfully!', data: { id: line.id, product_id: line.productId, quantity: line.quantity } });
});
