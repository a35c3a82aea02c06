import { removeFromWishlist } from '../../domain/wishlist/wishlist';
import { httpHandler, numericParam, type AuthedRequest } from '../http';
import { success } from '../../lib/responses';

/** S7 DELETE /v2/wishlist/{productId}: the path carries the PRODUCT id (contract 7.17). */
export const handler = httpHandler<AuthedRequest>('wishlist-remove', async (req) => {
  await removeFromWishlist(req.session.userId, numericParam(req, 'productId', 'Product not found'));
  return success({ message: 'Product removed from wishlist successfully' });
});
