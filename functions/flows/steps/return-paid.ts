import { getProducts, type ProductRecord } from '../../domain/catalog';
import type { OrderRecord } from '../../domain/orders';
import { getCode } from '../../domain/promotions';
import { keptShares, paidByLine, type PaidLine } from '../../domain/returns';

/**
 * What was paid for each line of an order (returns' amounts, decision 0061) and the order's products as they are
 * now (their Final Sale flag). The code's share of each line is the one the order kept at checkout; the code's
 * categories and the products' categories as they are now are read only for orders placed before the shares were
 * kept (there a later edit may move the share between lines, but the lines still add up to what the order charged).
 */
export async function paidForOrder(
  order: OrderRecord,
): Promise<{ paid: Map<string, PaidLine>; products: Map<number, ProductRecord> }> {
  const [products, code] = await Promise.all([
    getProducts([...new Set(order.lines.map((l) => l.productId))]),
    // The code itself only for an order that did not keep its shares.
    order.discountCode && !keptShares(order.lines) ? getCode(order.discountCode) : Promise.resolve(null),
  ]);
  const categories: readonly string[] = code?.categories ?? [];
  const covered = (line: OrderRecord['lines'][number]) =>
    categories.length === 0 || categories.includes(products.get(line.productId)?.category ?? '');
  return { paid: paidByLine(order, covered), products };
}
