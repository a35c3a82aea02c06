import { cartRestore } from '../../../shared/routes/entries/cart-restore';
import { restoreCart } from '../../flows/workflows/cart-restore';
import { notFound } from '../../domain/shop-errors';
import { success } from '../../lib/responses';
import { httpHandler } from '../http';

/** This cart's reminder link no longer restores anything (a token not the shop's, or a cart ordered or emptied). */
export const RESTORE_LINK_GONE = 'This cart link is no longer valid. Your cart may already have been ordered.';

/** POST /v2/cart/restore: the reminded cart's lines as they can be bought now, and those left out. */
export const handler = httpHandler(cartRestore, async (req) => {
  const restored = await restoreCart(req.body.token);
  if (!restored) throw notFound(RESTORE_LINK_GONE);
  return success({ message: 'Cart restored', data: restored });
});
