import type { Session } from '../../lib/session';
import { getProduct, variantStocks, type ProductRecord } from '../../domain/catalog';
import { rememberStockSeen } from '../../domain/inventory';

/**
 * C2: a product as the detail route shows it (null: no such product). When staff or an admin opens it, the stock
 * they saw is remembered, so their save never undoes an order placed meanwhile.
 */
export async function openProduct(id: number, session: Session | null): Promise<ProductRecord | null> {
  const product = await getProduct(id);
  if (product && session && session.userType !== 'customer')
    await rememberStockSeen(session.sessionId, id, product.stock, variantStocks(product));
  return product;
}
