import { cartAdd } from '../../../shared/routes/entries/cart-add';
import { addToCart } from '../../domain/cart';
import { httpHandler } from '../http';
import { success } from '../../lib/responses';

/** S1 POST /v2/cart/add: adding a product already in the cart raises its quantity, never above stock (400). */
export const handler = httpHandler(cartAdd, async (req) => {
  const { product_id, quantity } = req.body;
  const line = await addToCart(req.session.userId, product_id, quantity);
  return success({
    message: 'Product added to cart successfully!',
    data: { id: line.id, product_id: line.productId, quantity: line.quantity },
  });
});
