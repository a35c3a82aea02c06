import { api } from './api';

/** A product's stock as the storefront's C2 answer reads it: the total and each size's. */
export async function variantStock(productId: number): Promise<{ total: number; bySize: Record<string, number> }> {
  const d = (await api(`/v2/product/${productId}`)).body.data;
  return {
    total: d.stock as number,
    bySize: Object.fromEntries(
      d.variants.map((v: { options: { Size: string }; stock: number }) => [v.options.Size, v.stock]),
    ),
  };
}
