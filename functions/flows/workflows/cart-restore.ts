import type { CartRestoreData } from '../../../shared/api/cart-reminders';
import type { Language } from '../../../shared/rules/languages';
import { noteReminderOpened, readReminderState, readRestoreToken } from '../../domain/reminders';
import { remindedCart } from '../steps/reminded-cart';

/**
 * POST /v2/cart/restore (issue 33): the cart a reminder's link names, with prices and stock as they are now (lines
 * that cannot be sold are left out and named in `language`), and the link noted as opened. Null for a token the shop
 * did not sign, or a cart whose reminders ended (it was ordered or emptied).
 */
export async function restoreCart(token: string, language: Language): Promise<CartRestoreData | null> {
  const ref = await readRestoreToken(token);
  const state = ref && (await readReminderState(ref));
  if (!state) return null;
  const cart = await remindedCart(state);
  await noteReminderOpened(state.ref);
  return {
    lines: cart.lines.map(({ product_id, variant_id, quantity }) => ({ product_id, variant_id, quantity })),
    left_out: cart.leftOut.map(({ product_id, names }) => ({ product_id, name: names[language] })),
  };
}
