import { browserCart, viewOfCart, type BrowserLine } from '../../domain/cart';
import { checkCode } from '../../domain/promotions';
import { withDiscount } from '../steps/priced-cart';
import type { Language } from '../../../shared/rules/languages';

/**
 * POST /v2/guest/cart (issue 32): a guest's browser cart priced as S2 prices a signed-in cart, by the same line
 * offers and code rules. The code is checked for nobody yet (its per-customer limit is checked at checkout, when the
 * buyer is known); a code this cart cannot use is the same 422 on `code` as applying it to a signed-in cart.
 */
export async function guestCart(lines: readonly BrowserLine[], code: string | null, language: Language = 'en') {
  const { shown, bought } = await viewOfCart(browserCart(lines), language);
  if (!code) return withDiscount(shown, null, 0);
  const { record, price } = await checkCode(code, null, bought, null);
  return withDiscount(shown, record.code, price.goodsCents);
}
