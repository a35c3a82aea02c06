import { wishlistView } from '../../domain/wishlist/wishlist';
import { httpHandler, type AuthedRequest } from '../http';
import { success } from '../../lib/responses';

/** S5 GET /v2/wishlist */
export const handler = httpHandler<AuthedRequest>('wishlist-list', async (req) => {
  const data = await wishlistView(req.session.userId);
  return success({ data, count: data.length });
});
