import { fromCents, lineTotalCents, orderTotals } from '../../../shared/rules/money';
import { getProducts } from '../catalog';
import { descriptionPreview } from '../../../shared/rules/catalogue';
import { publicUrl } from '../../lib/uploads';
import { readCart } from './cart-repo';

/** S2: the lines with today's product price and discount; lines whose product is gone are left out. */
export async function cartView(userId: number) {
  const { lines } = await readCart(userId);
  const products = await getProducts(lines.map((l) => l.productId));
  const data = lines
    .filter((l) => products.has(l.productId))
    .map((l) => {
      const p = products.get(l.productId)!;
      return {
        id: l.id,
        product_id: p.id,
        quantity: l.quantity,
        total_price: fromCents(lineTotalCents({ price: p.price, discount: p.discount ?? 0, quantity: l.quantity })),
        product: {
          id: p.id,
          name: p.name,
          price: p.price,
          discount: p.discount ?? 0,
          stock: p.stock,
          category: p.category,
          description: descriptionPreview(p.description),
          image: p.images[0] ? publicUrl(p.images[0].path) : null,
        },
      };
    });
  const totalItems = data.reduce((s, l) => s + l.quantity, 0);
  // The same sum the order will charge (before shipping): rounded once, not line by line.
  const totalAmount = fromCents(
    orderTotals(
      data.map((l) => ({ price: l.product.price, discount: l.product.discount, quantity: l.quantity })),
      0,
    ).totalCents,
  );
  return { data, total_items: totalItems, total_amount: totalAmount };
}
