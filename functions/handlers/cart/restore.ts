import { cartRestore } from '../../../shared/routes/entries/cart-restore';
import { restoreCart } from '../../flows/workflows/cart-restore';
import { cartRefusals } from '../../domain/cart';
import { notFound } from '../../domain/shop-errors';
import { success } from '../../lib/responses';
import { httpHandler } from '../http';

/** POST /v2/cart/restore: the reminded cart's lines as they can be bought now, and those left out. */
export const handler = httpHandler(cartRestore, async (req) => {
  const restored = await restoreCart(req.body.token);
  if (!restored) throw notFound(cartRefusals.linkGone);
  return success({ message: 'Cart restored', data: restored });
});
