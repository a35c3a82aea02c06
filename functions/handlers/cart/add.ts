import { cartAdd } from '../../../shared/routes/entries/cart-add';
import { addToCart } from '../../domain/cart';
import { httpHandler } from '../http';
import { success } from '../../lib/responses';

/**
 * S1 POST /v2/cart/add: adding a product (and variant) already in the cart raises its quantity, never above stock
 * (400). A product with variants needs `variant_id` (422 "Please choose a Size."); one without refuses it (422).
 */
export const handler = httpHandler(cartAdd, async (req) => {
  const { product_id, quantity, variant_id } = req.body;
  const line = await addToCart(req.session.userId, product_id, quantity, variant_id ?? null);
  return success({
    message: 'Product added to cart successfully!',
    data: { id: line.id, product_id: line.productId, quantity: line.quantity },
  });
});
