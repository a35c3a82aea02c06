import { stockLabel } from '../../../../shared/rules/catalogue';

export interface LineStock {
  /** The note under the line, or null when there is nothing to say. */
  note: string | null;
  /** The line asks for more than are left (others bought meanwhile): the note is a warning. */
  short: boolean;
  /** "+" would ask for more than are left. */
  atMost: boolean;
  /** What "-" asks for: one less, or straight down to what is left, since every step in between would be refused. */
  lower: number;
}

/**
 * The stock side of a cart line. SPEC's stock display (In Stock / Only (n available) / Out of Stock) shows under a
 * line when 5 or fewer are left, and also whenever the line is above the stock, so the shopper sees it before Pay Now.
 */
export function lineStock(quantity: number, stock: number | undefined): LineStock {
  if (stock === undefined) return { note: null, short: false, atMost: false, lower: quantity - 1 };
  const short = quantity > stock;
  return {
    note: short && stock >= 1 ? `Only (${stock} available)` : stock <= 5 ? stockLabel(stock) : null,
    short,
    atMost: quantity >= stock,
    lower: short && stock >= 1 ? stock : quantity - 1,
  };
}
