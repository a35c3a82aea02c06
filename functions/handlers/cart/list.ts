import { cartView } from '../../domain/cart/cart-view';
import { httpHandler, type AuthedRequest } from '../http';
import { success } from '../../lib/responses';

/** S2 GET /v2/cart */
export const handler = httpHandler<AuthedRequest>('cart-list', async (req) => success({ message: 'Cart retrieved', ...(await cartView(req.session.userId)) }));
