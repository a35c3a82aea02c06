import { canBuyLine } from '../../../shared/rules/cart-lines';
import { lineName } from '../../../shared/rules/variants';
import { findVariant, hasVariants, labelOf, variantDiscount, variantPrice } from '../catalog';
import type { ProductRecord, VariantRecord } from '../catalog';

/**
 * What a cart line can buy now: the product, or its chosen variant, at today's price, discount and stock. Whether
 * it can be bought at all is the shared rule (shared/rules/cart-lines.ts): a line that cannot shows stock 0.
 */
export interface LineOffer {
  variant: VariantRecord | null;
  /** "Size: M", null without a variant. */
  label: string | null;
  /** "Kesara Logo Tee — Size: M". */
  name: string;
  price: number;
  discount: number;
  stock: number;
  buyable: boolean;
}

export function lineOffer(product: ProductRecord, variantId: number | null): LineOffer {
  const variant = variantId === null ? null : findVariant(product, variantId);
  const buyable = canBuyLine({ variantId, variantExists: variant !== null, productHasVariants: hasVariants(product) });
  const label = variant ? labelOf(product, variant) : null;
  return {
    variant,
    label,
    name: lineName(product.name, label),
    price: variant ? variantPrice(product, variant) : product.price,
    discount: variant ? variantDiscount(product, variant) : (product.discount ?? 0),
    stock: buyable ? (variant?.stock ?? product.stock) : 0,
    buyable,
  };
}
