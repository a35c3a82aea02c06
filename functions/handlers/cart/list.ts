import { cartList } from '../../../shared/routes/entries/cart-list';
import { cartWithDiscount } from '../../flows/workflows/cart-discount';
import { languageField } from '../../domain/catalog';
import { httpHandler } from '../http';
import { success } from '../../lib/responses';

/** S2 GET /v2/cart, with the cart's discount code (issue 21). */
export const handler = httpHandler(cartList, async (req) =>
  success({
    ...languageField(req.query.lang),
    message: 'Cart retrieved',
    ...(await cartWithDiscount(req.session.userId, req.query.lang)),
  }),
);
