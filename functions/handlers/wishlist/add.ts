import { wishlistAdd } from '../../../shared/routes/entries/wishlist-add';
import { addToWishlist } from '../../domain/wishlist';
import { httpHandler } from '../http';
import { success } from '../../lib/responses';

/** S6 POST /v2/wishlist: idempotent. */
export const handler = httpHandler(wishlistAdd, async (req) => {
  const { product_id } = req.body;
  await addToWishlist(req.session.userId, product_id);
  return success({ message: 'Product added to wishlist' });
});
