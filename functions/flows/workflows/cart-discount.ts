import { readCart, setCartCode, viewOfCart } from '../../domain/cart';
import { assertMayTryCode, checkCode, countRefusedCode, promotionErrors } from '../../domain/promotions';
import { withDiscount } from '../steps/priced-cart';
import type { Language } from '../../../shared/rules/languages';

/**
 * S2 with the cart's discount code: `total_amount` stays the undiscounted sum (the older client reads it);
 * `discount_amount` is what the code takes off the goods now (0 once it no longer applies: checkout will say why)
 * and `total_after_discount` the rest. A free-shipping code saves the delivery, which the cart does not know yet.
 * The lines' names and labels are in `language` (a `?lang=` cart, decision 0107).
 */
export async function cartWithDiscount(userId: number, language: Language = 'en') {
  const cart = await readCart(userId);
  const { shown: view, bought } = await viewOfCart(cart, language);
  const code = cart.meta.discountCode ?? null;
  const goodsCents = code
    ? await checkCode(code, { userId }, bought, null).then(
        (checked) => checked.price.goodsCents,
        (error) => (promotionErrors.is(error, 'code-refused') ? 0 : Promise.reject(error)),
      )
    : 0;
  return withDiscount(view, code, goodsCents);
}

/**
 * POST /v2/cart/discount: puts the code on the cart when this customer may use it on these lines now; otherwise the
 * refusal, counted, and after ten refusals in ten minutes the shop's 429 (codes cannot be enumerated). Answers the
 * cart as priced by that one check.
 */
export async function applyCartCode(userId: number, text: string, language: Language = 'en') {
  await assertMayTryCode(userId);
  const { shown: view, bought } = await viewOfCart(await readCart(userId), language);
  try {
    const { record, price } = await checkCode(text, { userId }, bought, null);
    await setCartCode(userId, record.code);
    return withDiscount(view, record.code, price.goodsCents);
  } catch (error) {
    if (promotionErrors.is(error, 'code-refused')) await countRefusedCode(userId);
    throw error;
  }
}

/** DELETE /v2/cart/discount: the cart without its code (nothing to remove is no error). */
export async function removeCartCode(userId: number, language: Language = 'en') {
  await setCartCode(userId, null);
  return cartWithDiscount(userId, language);
}
