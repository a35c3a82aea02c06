import type { RouteResponse } from '../../../../shared/routes';
import type { Category } from '../../../../shared/rules/catalogue';
import type { Language } from '../../../../shared/rules/languages';

/**
 * What the public pages show, read in process by the page functions from the server's own views
 * (functions/pages/page-reads.ts; docs/decisions/0051): each resolves to the body its route would answer, so a
 * drawn page carries the contract's data without calling the API. The render stays free of server code: it is
 * handed these functions. Each read takes the page's language (decision 0090): the route's answer to `?lang=`, or
 * with `en` the English answer it always gave.
 */
export interface PageReads {
  /** C1 (`catalog-featured`). */
  featured(language: Language): Promise<RouteResponse<'catalog-featured'>>;
  /** C3 (`catalog-by-category`). */
  categoryProducts(category: Category, language: Language): Promise<RouteResponse<'catalog-by-category'>>;
  /** C2 (`catalog-product`) as a shopper sees it; null where the route answers 404. */
  product(id: string, language: Language): Promise<RouteResponse<'catalog-product'> | null>;
  /** The first page of a product's reviews, newest first, with its summary (`reviews-list`); null where it is 404. */
  productReviews(id: string): Promise<RouteResponse<'reviews-list'> | null>;
  /** Our search (`catalog-search`): the products every word of `query` appears in. */
  search(query: string, language: Language): Promise<RouteResponse<'catalog-search'>>;
}
