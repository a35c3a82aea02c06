import { wishlistList } from '../../../shared/routes/entries/wishlist-list';
import { wishlistView } from '../../domain/wishlist';
import { languageField } from '../../domain/catalog';
import { httpHandler } from '../http';
import { success } from '../../lib/responses';

/** S5 GET /v2/wishlist */
export const handler = httpHandler(wishlistList, async (req) => {
  const data = await wishlistView(req.session.userId, req.query.lang);
  return success({ ...languageField(req.query.lang), data, count: data.length });
});
