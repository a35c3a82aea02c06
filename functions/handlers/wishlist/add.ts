import { wishlistAddSchema } from '../../../shared/validation/cart';
import { addToWishlist } from '../../domain/wishlist/wishlist';
import { httpHandler, type AuthedRequest } from '../http';
import { success } from '../../lib/responses';
import { parseWith } from '../../lib/validate';

/** S6 POST /v2/wishlist: idempotent. */
export const handler = httpHandler<AuthedRequest>('wishlist-add', async (req) => {
  const { product_id } = parseWith(wishlistAddSchema, req.body);
  await addToWishlist(req.session.userId, product_id);
  return success({ message: 'Product added to wishlist' });
});
