import { LANGUAGES, type Language } from '../../../shared/rules/languages';
import { lineName } from '../../../shared/rules/variants';
import { browserCart, readCart, viewOfCart, type BrowserLine } from '../../domain/cart';
import { findVariant, labelIn, productIn, type ProductRecord } from '../../domain/catalog';
import type { ReminderState } from '../../domain/reminders';

/** The lines of the cart a reminder is about: a signed-in customer's cart as it is now, a guest's as step 2 gave it. */
async function linesOf(state: ReminderState): Promise<BrowserLine[]> {
  if (!state.ref.startsWith('u')) return state.lines ?? [];
  const { lines } = await readCart(Number(state.ref.slice(1)));
  return lines.map((l) => ({ product_id: l.productId, variant_id: l.variantId, quantity: l.quantity }));
}

/** A product that left the catalogue is named by this on the restore page (its name went with it), in its language. */
export const GONE_PRODUCT_NAMES: Readonly<Record<Language, string>> = {
  en: 'A product no longer in the shop',
  si: 'තවදුරටත් වෙළඳසැලේ නැති නිෂ්පාදනයක්',
  ta: 'இனி கடையில் இல்லாத ஒரு பொருள்',
};

/**
 * The reminded cart with today's prices and stock (decision 0086): the lines that can be sold now (a quantity above
 * the stock cut to it), those that cannot (named with their size in each language), and the server's total of what can.
 */
export async function remindedCart(state: ReminderState) {
  const lines = await linesOf(state);
  const { shown, products } = await viewOfCart(browserCart(lines));
  const sellable = shown.data.filter((l) => l.total_price > 0 && l.product.stock > 0);
  const leftOut = [
    ...shown.data
      .filter((l) => !sellable.includes(l))
      .map((l) => ({ product_id: l.product_id, names: namesIn(products.get(l.product_id)!, l.variant_id) })),
    ...lines
      .filter((l) => !shown.data.some((s) => s.product_id === l.product_id))
      .map((l) => ({ product_id: l.product_id, names: GONE_PRODUCT_NAMES })),
  ];
  return {
    lines: sellable.map((l) => ({
      product_id: l.product_id,
      variant_id: l.variant_id,
      quantity: Math.min(l.quantity, l.product.stock),
      names: namesIn(products.get(l.product_id)!, l.variant_id),
    })),
    leftOut,
    total: shown.total_amount,
  };
}

/**
 * A line's name with its size in each language (issue 34, decision 0107): the product's translation and its options'
 * words, English where it has none.
 */
function namesIn(product: ProductRecord, variantId: number | null): Record<Language, string> {
  const variant = variantId === null ? null : findVariant(product, variantId);
  const named = (language: Language) =>
    lineName(productIn(product, language).name, variant ? labelIn(product, variant, language) : null);
  return Object.fromEntries(LANGUAGES.map((language) => [language, named(language)])) as Record<Language, string>;
}
