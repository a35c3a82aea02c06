import type { RouteResponse } from '../../../../../shared/routes';

type FeaturedAnswer = RouteResponse<'catalog-featured'>;

export type FeaturedByCategory = FeaturedAnswer['data'];
/** A featured card as contract C1 sends it. */
export type FeaturedCard = FeaturedByCategory['Beard'][number];

/**
 * Reads a C1 body (SPEC section 5): valid only when `status === "success"` and `data` is present, else null (the
 * section then shows its failure text). The server always sends the four keys; the older client's rule is kept
 * for any other answer: a missing key, or an array in place of the whole object, leaves those categories empty,
 * which disables their tabs.
 */
export function parseFeatured(body: FeaturedAnswer | null): FeaturedByCategory | null {
  if (body?.status !== 'success' || !body.data) return null;
  const byKey: Partial<FeaturedByCategory> = Array.isArray(body.data) ? {} : body.data;
  const listOf = (category: keyof FeaturedByCategory) => {
    const list = byKey[category];
    return Array.isArray(list) ? list : [];
  };
  return {
    Beard: listOf('Beard'),
    Hair: listOf('Hair'),
    Accessories: listOf('Accessories'),
    Apparel: listOf('Apparel'),
  };
}
