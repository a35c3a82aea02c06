import { cartList } from '../../../shared/routes/entries/cart-list';
import { cartView } from '../../domain/cart';
import { httpHandler } from '../http';
import { success } from '../../lib/responses';

/** S2 GET /v2/cart */
export const handler = httpHandler(cartList, async (req) =>
  success({ message: 'Cart retrieved', ...(await cartView(req.session.userId)) }),
);
