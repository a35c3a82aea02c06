import { updateProduct, type ProductChanges, type ProductRecord } from '../domain/catalog';
import { rememberStockSeen, stockSeen } from '../domain/inventory';

/**
 * B4: saves the back-office's changes to a product. The stock is checked against what this session saw (the form's
 * original stock, or the stock remembered when the session opened the product, or the stock now), and the saved
 * stock becomes what the session has seen.
 */
export async function updateProductSeen(
  sessionId: string,
  current: ProductRecord,
  changes: Omit<ProductChanges, 'expectedStock'>,
  originalStock: number | undefined,
): Promise<ProductRecord> {
  const expectedStock = originalStock ?? (await stockSeen(sessionId, current.id)) ?? current.stock;
  const product = await updateProduct(current, { ...changes, expectedStock });
  await rememberStockSeen(sessionId, current.id, product.stock);
  return product;
}
