import { cartRestore } from '../../../shared/routes/entries/cart-restore';
import { DEFAULT_LANGUAGE } from '../../../shared/rules/languages';
import { restoreCart } from '../../flows/workflows/cart-restore';
import { languageField } from '../../domain/catalog';
import { cartRefusals } from '../../domain/cart';
import { notFound } from '../../domain/shop-errors';
import { success } from '../../lib/responses';
import { httpHandler } from '../http';

/** POST /v2/cart/restore: the reminded cart's lines as they can be bought now, and those left out (named in `lang`). */
export const handler = httpHandler(cartRestore, async (req) => {
  const restored = await restoreCart(req.body.token, req.query.lang ?? DEFAULT_LANGUAGE);
  if (!restored) throw notFound(cartRefusals.linkGone);
  return success({ ...languageField(req.query.lang), message: 'Cart restored', data: restored });
});
