import { guestCart } from '../../../shared/routes/entries/guest-cart';
import { guestCart as priceGuestCart } from '../../flows/workflows/guest-cart';
import { languageField } from '../../domain/catalog';
import { httpHandler } from '../http';
import { success } from '../../lib/responses';

/** POST /v2/guest/cart: the browser's lines and code, priced as S2 answers a signed-in cart. */
export const handler = httpHandler(guestCart, async (req) =>
  success({
    ...languageField(req.query.lang),
    message: 'Cart retrieved',
    ...(await priceGuestCart(req.body.lines, req.body.code, req.query.lang)),
  }),
);
