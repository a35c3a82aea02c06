import { catalogProduct } from '../../shared/routes/entries/catalog-product';
import {
  categoryProducts,
  featuredProducts,
  languageField,
  publicProductDetail,
  searchedProducts,
} from '../domain/catalog';
import { productReviews } from '../domain/reviews';
import type { PageReads } from './render-module';
import { DEFAULT_LANGUAGE, type Language } from '../../shared/rules/languages';

/** The views' language argument: none for English, so an English page carries exactly the answer without `?lang`. */
const inLanguage = (language: Language) => (language === DEFAULT_LANGUAGE ? undefined : language);

/**
 * The success envelope a route answers (functions/lib/responses.ts `success`), as the browser would parse it: the
 * JSON round trip drops what JSON drops, so a drawn page carries the bytes a request would have brought.
 */
const answered = <T>(data: T): { status: 'success'; data: T } =>
  JSON.parse(JSON.stringify({ status: 'success', data }));

/**
 * The public pages' reads, in process (docs/decisions/0051): the same domain views the catalogue routes answer
 * with, so drawing a page calls no API route and waits for no other function.
 */
export const pageReads: PageReads = {
  featured: async (language) => answered(await featuredProducts(language)),
  categoryProducts: async (category, language) => answered(await categoryProducts(category, inLanguage(language))),
  product: async (id, language) => {
    // The route's own path rule: what it answers 404 for without reading is missing here too.
    const params = catalogProduct.params.safeParse({ id });
    if (!params.success) return null;
    const detail = await publicProductDetail(params.data.id, inLanguage(language));
    return detail && answered(detail);
  },
  productReviews: async (id) => {
    const params = catalogProduct.params.safeParse({ id });
    if (!params.success) return null;
    const reviews = await productReviews(params.data.id, 'newest', 1);
    return reviews && answered(reviews);
  },
  search: async (query, language) => {
    const found = await searchedProducts(query, inLanguage(language));
    return { ...answered(found.data), ...languageField(inLanguage(language)), query: found.query };
  },
};
