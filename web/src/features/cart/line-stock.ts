import type { MessageId } from '../../lib/i18n';

/** A note's words: its id and values, said in the page's language. */
export interface StockNote {
  id: MessageId;
  values?: Record<string, number>;
}

export interface LineStock {
  /** The note under the line, or null when there is nothing to say. */
  note: StockNote | null;
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
    note: short && stock >= 1 ? onlyLeft(stock) : stock <= 5 ? stockNoteOf(stock) : null,
    short,
    atMost: quantity >= stock,
    lower: short && stock >= 1 ? stock : quantity - 1,
  };
}

/** SPEC's stock display (In Stock / Only (n available) / Out of Stock), as words to say. */
function stockNoteOf(stock: number): StockNote {
  if (stock > 5) return { id: 'cart.stock.in' };
  if (stock >= 1) return onlyLeft(stock);
  return { id: 'cart.stock.out' };
}

const onlyLeft = (stock: number): StockNote => ({ id: 'cart.stock.only', values: { count: stock } });

/** A note in the page's language. */
export const stockNote = (t: (id: MessageId, values?: Record<string, number>) => string, note: StockNote) =>
  t(note.id, note.values);
