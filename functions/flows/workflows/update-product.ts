import { updateProduct, variantStocks, type ProductChanges, type ProductRecord } from '../../domain/catalog';
import { rememberStockSeen, stockSeen, variantStockSeen } from '../../domain/inventory';
import { tellStockNews } from '../steps/stock-news';

/**
 * B4: saves the back-office's changes to a product. The stock is checked against what this session saw (the form's
 * original stock, or the stock remembered when the session opened the product, or the stock now), each variant's
 * against the stock remembered for it, and the saved stock becomes what the session has seen.
 */
export async function updateProductSeen(
  sessionId: string,
  current: ProductRecord,
  changes: Omit<ProductChanges, 'expectedStock' | 'variantStockSeen'>,
  originalStock: number | undefined,
): Promise<ProductRecord> {
  const expectedStock = originalStock ?? (await stockSeen(sessionId, current.id)) ?? current.stock;
  const variantStockSeenNow = await variantStockSeen(sessionId, current.id);
  const product = await updateProduct(current, { ...changes, expectedStock, variantStockSeen: variantStockSeenNow });
  await Promise.all([
    rememberStockSeen(sessionId, current.id, product.stock, variantStocks(product)),
    tellStockNews([product.id]),
  ]);
  return product;
}
