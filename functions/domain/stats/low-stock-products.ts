import { isLowStock } from '../../../shared/rules/stock-alerts';
import type { LowStockProducts } from '../../../shared/api/dashboard-low-stock';
import { allProducts, labelOf, lowStockThresholdOf, variantsOf } from '../catalog';

/**
 * The dashboard's products at or under their low-stock threshold (issue 33): a product whose own stock is, or that
 * has a size that is. One Query of the catalogue index, as the back-office's product list reads it.
 */
export async function lowStockProducts(): Promise<LowStockProducts> {
  const rows = (await allProducts()).flatMap((p) => {
    const threshold = lowStockThresholdOf(p);
    const variants = variantsOf(p);
    const sizes = variants
      .filter((v) => isLowStock(v.stock, threshold))
      .map((v) => ({ variant_id: v.id, label: labelOf(p, v), stock: v.stock }));
    const low = variants.length ? sizes.length > 0 : isLowStock(p.stock, threshold);
    return low
      ? [{ id: p.id, product: p.name, sku: p.sku, stock: p.stock, low_stock_threshold: threshold, sizes }]
      : [];
  });
  return rows.sort((a, b) => a.stock - b.stock || a.id - b.id);
}
