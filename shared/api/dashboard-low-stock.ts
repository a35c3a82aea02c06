import * as z from 'zod/mini';

/**
 * B1's `low_stock` (issue 33): the products at or under their low-stock threshold, lowest stock first. `sizes` are
 * the sizes that are (empty on a product without sizes, whose own stock is).
 */
export const lowStockProducts = z.array(
  z.object({
    id: z.number(),
    product: z.string(),
    sku: z.string(),
    stock: z.number(),
    low_stock_threshold: z.number(),
    sizes: z.array(z.object({ variant_id: z.number(), label: z.string(), stock: z.number() })),
  }),
);
export type LowStockProducts = z.infer<typeof lowStockProducts>;
