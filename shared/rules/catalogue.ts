/** Catalogue rules shared by the server and the SPA (SPEC sections 3, 5, 9; contract 6.3, 6.12, 6.17). */
import { groupedDecimal } from './number-text';
import { lettersWithinUnits } from '../text/letters';

export const CATEGORIES = ['Beard', 'Hair', 'Accessories', 'Apparel'] as const;
export type Category = (typeof CATEGORIES)[number];

/** Categories arrive as `Beard`, `BEARD` or `beard` (contract 7.7); they are always sent back in title case. */
export function parseCategory(value: unknown): Category | null {
  if (typeof value !== 'string') return null;
  const wanted = value.trim().toLowerCase();
  return CATEGORIES.find((c) => c.toLowerCase() === wanted) ?? null;
}

/** The storefront route of each category page. */
export const categoryPath = (c: Category) => `/${c.toLowerCase()}`;

export const CURRENCY = 'LKR';
export const MAX_PRODUCT_IMAGES = 3;
export const RATING_MAX = 5;

/** Stock display: above 5 In Stock, 1-5 Only (n available), 0 Out of Stock. */
export function stockLabel(stock: number): string {
  if (stock > 5) return 'In Stock';
  if (stock >= 1) return `Only (${stock} available)`;
  return 'Out of Stock';
}

/** Product page price: the discount amount is rounded to whole LKR, halves up (contract 6.3). */
export function productPagePrice(price: number, discountPercent: number): number {
  if (!discountPercent || discountPercent <= 0) return price;
  return price - Math.round((price * discountPercent) / 100);
}

/** Price filter bands (LKR): under 1000, 1000 to 2000 inclusive, over 2000. */
export const PRICE_BANDS = [
  { id: 'all', label: 'All Price', test: () => true },
  { id: 'under-1000', label: 'Under LKR 1000', test: (p: number) => p < 1000 },
  { id: '1000-2000', label: 'LKR 1000 - LKR 2000', test: (p: number) => p >= 1000 && p <= 2000 },
  { id: 'over-2000', label: 'Over LKR 2000', test: (p: number) => p > 2000 },
] as const;
export type PriceBandId = (typeof PRICE_BANDS)[number]['id'];

/** A band by its id or its label, as the older client may send either; null and unknown mean all prices. */
export function priceBand(value: unknown) {
  if (typeof value !== 'string') return PRICE_BANDS[0];
  const v = value.trim().toLowerCase();
  return PRICE_BANDS.find((b) => b.id === v || b.label.toLowerCase() === v) ?? PRICE_BANDS[0];
}

/**
 * Description preview (contract 6.17): whitespace runs become one space; up to 100 characters are kept; longer
 * text is cut at the last space at or before index 97 when that space lies after index 82, else at 97, then "...".
 */
export function descriptionPreview(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= 100) return clean;
  const space = clean.lastIndexOf(' ', 97);
  const cut = space > 82 ? space : 97;
  return `${lettersWithinUnits(clean, cut).trim()}...`;
}

/** Reviews are counted in thousands: 1.25 -> "(1.3k) Customer Reviews" (at most one decimal, en-US grouping). */
export function reviewsLabel(thousands: number): string {
  return `(${groupedDecimal(thousands, 1, 0)}k) Customer Reviews`;
}

/**
 * Text for search, compared the same way on both sides (decision 0088): without Latin accents and letter case, without
 * the zero-width joiner and non-joiner (ශ්‍රී typed with the joiner is ශ්රී without it: the same letters, only drawn
 * differently), in Unicode's composed form (NFC), so a Sinhala or Tamil vowel sign typed as one code point or as its
 * parts is the same text.
 */
export function searchable(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u200c\u200d]/g, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** The sale tag of a product page or card: "-15%" (contract 6.3: `-{parseFloat(discount)}%`), or null without a discount. */
export function discountTag(discount: unknown): string | null {
  const pct = typeof discount === 'number' ? discount : Number.parseFloat(String(discount ?? ''));
  return Number.isFinite(pct) && pct > 0 ? `-${pct}%` : null;
}

/** A product id in a path is only ever digits (contract 0.5, 7.5); anything else is "Product not found". */
export const isProductIdParam = (value: string | undefined): value is string =>
  typeof value === 'string' && /^\d+$/.test(value);

/** The default quantity maximum of SPEC section 5 where stock is not the limit (stock unknown). */
export const DEFAULT_MAX_QUANTITY = 100;

/** The most a shopper may choose on the product page: the stock when known (0 means nothing can be chosen), else 100. */
export function quantityLimit(stock: number | null | undefined): number {
  if (typeof stock !== 'number' || !Number.isFinite(stock)) return DEFAULT_MAX_QUANTITY;
  return Math.max(0, Math.floor(stock));
}

/** A typed or stepped quantity made valid: an integer from 1 to `max` (1 when nothing usable was typed). */
export function clampQuantity(value: unknown, max: number): number {
  const n = typeof value === 'number' ? value : Number.parseInt(String(value ?? ''), 10);
  if (!Number.isFinite(n)) return 1;
  return Math.min(Math.max(1, Math.trunc(n)), Math.max(1, max));
}
