import { CATEGORIES, type Category } from '../../../../../shared/rules/catalogue';
import type { FeaturedCard } from '../../../../../shared/api/catalog';

/** A featured card as contract C1 sends it (one type with the typed client's answer). */
export type { FeaturedCard };

export type FeaturedByCategory = Record<Category, FeaturedCard[]>;

/**
 * Reads a C1 body (SPEC section 5): valid only when `status === "success"` and `data` is present, else null (the
 * section then shows its failure text). `data` keyed by category; a missing key, or an array in place of the whole
 * object, leaves those categories empty, which disables their tabs.
 */
export function parseFeatured(body: unknown): FeaturedByCategory | null {
  if (!body || typeof body !== 'object') return null;
  const { status, data } = body as { status?: unknown; data?: unknown };
  if (status !== 'success' || !data) return null;
  const byKey = Array.isArray(data) || typeof data !== 'object' ? {} : (data as Record<string, unknown>);
  const out = {} as FeaturedByCategory;
  for (const category of CATEGORIES) {
    const list = byKey[category];
    out[category] = Array.isArray(list) ? (list as FeaturedCard[]) : [];
  }
  return out;
}
