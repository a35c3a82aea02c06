import { wishlistRemove } from '../../../shared/routes/entries/wishlist-remove';
import { removeFromWishlist } from '../../domain/wishlist';
import { httpHandler } from '../http';
import { success } from '../../lib/responses';

/** S7 DELETE /v2/wishlist/{productId}: the path carries the PRODUCT id (contract 7.17). */
export const handler = httpHandler(wishlistRemove, async (req) => {
  await removeFromWishlist(req.session.userId, req.params.productId);
  return success({ message: 'Product removed from wishlist successfully' });
});
