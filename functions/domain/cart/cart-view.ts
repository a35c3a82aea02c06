import { fromCents, lineTotalCents, orderTotals } from '../../../shared/rules/money';
import { getProducts, labelIn, productIn, type ProductRecord } from '../catalog';
import type { Language } from '../../../shared/rules/languages';
import { descriptionPreview } from '../../../shared/rules/catalogue';
import { publicUrl } from '../../lib/uploads';
import type { Cart } from './cart-repo';
import { lineOffer } from './line-offer';

/** The variant's own picture when it has one, else the product's first. */
function lineImage(p: ProductRecord, imageId: number | undefined): string | null {
  const image = p.images.find((i) => i.id === imageId) ?? p.images[0];
  return image ? publicUrl(image.path) : null;
}

/** A line an order of the cart would buy, as a discount code prices it. */
export interface BoughtLine {
  price: number;
  discount: number;
  quantity: number;
  category: string;
}

/**
 * S2 (`shown`): the lines with today's price and discount (the variant's, for a line of a variant); lines whose
 * product is gone are left out. A line that cannot be bought (its variant removed, decision 0054) stays, with stock 0
 * and total 0, and counts for nothing in the totals. `bought`: the lines an order would buy, which a discount code
 * prices. Takes the cart as read, so the discount flow reads it once for its code too, or a guest's browser cart.
 * Names, descriptions and variant labels are in `language` (a `?lang=` cart, decision 0107), English by default.
 */
export async function viewOfCart({ lines }: Pick<Cart, 'lines'>, language: Language = 'en') {
  const products = await getProducts(lines.map((l) => l.productId));
  const shown = lines
    .filter((l) => products.has(l.productId))
    .map((l) => {
      const p = products.get(l.productId)!;
      const offer = lineOffer(p, l.variantId);
      const words = productIn(p, language);
      const priced = { price: offer.price, discount: offer.discount, quantity: l.quantity };
      return {
        buyable: offer.buyable,
        priced,
        line: {
          id: l.id,
          product_id: p.id,
          variant_id: l.variantId,
          variant: offer.variant
            ? { id: offer.variant.id, options: offer.variant.options, label: labelIn(p, offer.variant, language) }
            : null,
          quantity: l.quantity,
          total_price: offer.buyable ? fromCents(lineTotalCents(priced)) : 0,
          product: {
            id: p.id,
            name: words.name,
            price: offer.price,
            discount: offer.discount,
            stock: offer.stock,
            category: p.category,
            description: descriptionPreview(words.description),
            image: lineImage(p, offer.variant?.imageId),
          },
        },
      };
    });
  const counted = shown.filter((s) => s.buyable);
  const totalItems = counted.reduce((s, l) => s + l.priced.quantity, 0);
  // The same sum the order will charge (before shipping): rounded once, not line by line.
  const totalAmount = fromCents(
    orderTotals(
      counted.map((s) => s.priced),
      0,
    ).totalCents,
  );
  const bought: BoughtLine[] = counted.map((s) => ({ ...s.priced, category: s.line.product.category }));
  const view = { data: shown.map((s) => s.line), total_items: totalItems, total_amount: totalAmount };
  // `products` as read, for a caller that needs more of them than the answer shows (a reminder's translated names).
  return { shown: view, bought, products };
}
