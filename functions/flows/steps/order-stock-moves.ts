import { releasesStock, type OrderStatus } from '../../../shared/rules/orders';
import { TransactionLostRace, type TransactionAction } from '../../lib/transaction';
import { findVariant, getProducts, type ProductRecord } from '../../domain/catalog';
import { giveBackStockAction, takeStockAgainAction, type VariantUnits } from '../../domain/inventory';
import { cannotReopen, orderLineName, type OrderRecord } from '../../domain/orders';

/** An order's units of one product: in all, and per variant (none for a product without variants). */
interface ProductUnits {
  productId: number;
  quantity: number;
  variants: Array<VariantUnits & { name: string }>;
  name: string;
}

/** What moving an order line's (or a returned item's) units needs to know of it. */
export type StockLine = Pick<
  OrderRecord['lines'][number],
  'productId' | 'variantId' | 'variantLabel' | 'name' | 'quantity'
>;

function unitsByProduct(lines: StockLine[]): ProductUnits[] {
  const out = new Map<number, ProductUnits>();
  for (const l of lines) {
    const units = out.get(l.productId) ?? { productId: l.productId, quantity: 0, variants: [], name: l.name };
    units.quantity += l.quantity;
    if (l.variantId !== undefined)
      units.variants.push({ variantId: l.variantId, quantity: l.quantity, name: orderLineName(l) });
    out.set(l.productId, units);
  }
  return [...out.values()];
}

/** Giving back: the units of variants removed from the product since go back to nobody, not to the total either. */
function stillThere(units: ProductUnits, product: ProductRecord): ProductUnits {
  const variants = units.variants.filter((v) => findVariant(product, v.variantId));
  const lost = units.variants.filter((v) => !variants.includes(v)).reduce((sum, v) => sum + v.quantity, 0);
  return { ...units, variants, quantity: units.quantity - lost };
}

/**
 * Stock moves only across the canceled line (canceled, or refused at the door): canceling gives the units back (to products, and variants, that still
 * exist), each to the variant it came from; leaving canceled takes them again, which needs every product and variant
 * to exist and have the units. A product deleted meanwhile makes the change decide again; a take refused for want of
 * units names the product.
 */
export async function stockMoves(order: OrderRecord, from: OrderStatus, to: OrderStatus): Promise<TransactionAction[]> {
  const giving = releasesStock(to) && !releasesStock(from);
  const taking = releasesStock(from) && !releasesStock(to);
  if (!giving && !taking) return [];
  if (giving) return giveBackMoves(order.lines);
  const moves = unitsByProduct(order.lines);
  const products = await getProducts(moves.map((m) => m.productId));
  const gone = moves.find((m) => !products.has(m.productId));
  if (gone) throw cannotReopen(`${gone.name} is no longer in the catalogue, so this order cannot be reopened.`);
  for (const m of moves) {
    const product = products.get(m.productId)!;
    const goneVariant = m.variants.find((v) => !findVariant(product, v.variantId));
    if (goneVariant)
      throw cannotReopen(`${goneVariant.name} is no longer in the catalogue, so this order cannot be reopened.`);
    const shortVariant = m.variants.find((v) => findVariant(product, v.variantId)!.stock < v.quantity);
    if (shortVariant) throw notEnoughToReopen(shortVariant.name, findVariant(product, shortVariant.variantId)!.stock);
    if (product.stock < m.quantity) throw notEnoughToReopen(m.name, product.stock);
  }
  return moves.map((m) => ({
    write: takeStockAgainAction(m.productId, m.quantity, m.variants),
    whenConditionFails: (current) =>
      current ? notEnoughToReopen(m.name, Number(current.stock)) : new TransactionLostRace(),
    // A short product is the answer even when the order also moved on meanwhile.
    precedence: 1,
  }));
}

/**
 * Giving units back (a canceled order, a received return: issue 22), each to the variant it came from, to products
 * and variants that still exist. A product or variant deleted before the write makes the change decide again.
 */
export async function giveBackMoves(lines: StockLine[]): Promise<TransactionAction[]> {
  const moves = unitsByProduct(lines);
  const products = await getProducts(moves.map((m) => m.productId));
  return moves
    .filter((m) => products.has(m.productId))
    .map((m) => stillThere(m, products.get(m.productId)!))
    .filter((m) => m.quantity > 0)
    .map((m) => ({
      write: giveBackStockAction(m.productId, m.quantity, m.variants),
      whenConditionFails: () => new TransactionLostRace(),
    }));
}

const notEnoughToReopen = (name: string, stock: number) =>
  cannotReopen(`Not enough stock to reopen this order: only ${Math.max(0, stock)} of ${name} left. Restock it first.`);
