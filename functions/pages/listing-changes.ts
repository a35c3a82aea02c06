import { categoryPath } from '../../shared/rules/catalogue';
import type { Language } from '../../shared/rules/languages';
import { featuredCard, listCard, productIn, type ProductRecord } from '../domain/catalog';

/**
 * What a product shows on the pages that list it (decision 0059), from the same views the pages are drawn with:
 * on the home page its featured card under its category while it is featured; on its category page its card, where
 * the stock shows only as the "out of stock" tag (the figure itself is refetched by the page once it runs).
 */
const onHome = (p: ProductRecord | undefined) => (p?.featured ? { card: featuredCard(p), category: p.category } : null);

function onCategoryPage(p: ProductRecord | undefined) {
  if (!p) return null;
  const { stock, ...card } = listCard(p);
  return { ...card, outOfStock: stock === 0 };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The listing pages whose content a product's change altered, given the product before and after (undefined: it did
 * not exist, or no longer does), as they are drawn in `language` (issue 34: a new Sinhala name alters the Sinhala
 * listings only). A stock change of a product that stays in stock alters none of them.
 */
export function listingPagesChanged(
  before: ProductRecord | undefined,
  after: ProductRecord | undefined,
  language: Language = 'en',
): string[] {
  if (language !== 'en')
    return listingPagesChanged(before && productIn(before, language), after && productIn(after, language));
  const pages = new Set<string>();
  if (!same(onHome(before), onHome(after))) pages.add('/');
  if (!same(onCategoryPage(before), onCategoryPage(after)))
    for (const p of [before, after]) if (p) pages.add(categoryPath(p.category));
  return [...pages];
}
