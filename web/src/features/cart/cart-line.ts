import type { CartLine } from '../../../../shared/api/cart';
import { canBuyShownLine } from '../../../../shared/rules/cart-lines';
import { lineName } from '../../../../shared/rules/variants';

export type { CartLine };

/** "Kesara Logo Tee — Size: M", or the product's name alone. */
export const cartLineName = (line: CartLine) => lineName(line.product.name, line.variant?.label);

/** The line's variant was removed from its product: it cannot be bought, only removed (the shared rule, decision 0054). */
export const variantGone = (line: CartLine) => !canBuyShownLine(line);
