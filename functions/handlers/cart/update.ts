import { cartUpdate } from '../../../shared/routes/entries/cart-update';
import { changeQuantity } from '../../domain/cart';
import { httpHandler } from '../http';
import { success } from '../../lib/responses';

/** S3 PUT /v2/cart/{cartItemId}: the client has no upper limit, so stock is enforced here (400). */
export const handler = httpHandler(cartUpdate, async (req) => {
  const itemId = req.params.itemId;
  const { quantity } = req.body;
  const line = await changeQuantity(req.session.userId, itemId, quantity);
  return success({
    message: 'Cart updated',
    data: { id: line.id, product_id: line.productId, quantity: line.quantity },
  });
});
