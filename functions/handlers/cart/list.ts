import { cartList } from '../../../shared/routes/entries/cart-list';
import { cartWithDiscount } from '../../flows/workflows/cart-discount';
import { httpHandler } from '../http';
import { success } from '../../lib/responses';

/** S2 GET /v2/cart, with the cart's discount code (issue 21). */
export const handler = httpHandler(cartList, async (req) =>
  success({ message: 'Cart retrieved', ...(await cartWithDiscount(req.session.userId)) }),
);
