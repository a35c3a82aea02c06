import { catalogSearch } from '../../../shared/routes/entries/catalog-search';
import { languageField, searchedProducts } from '../../domain/catalog';
import { httpHandler } from '../http';
import { success } from '../../lib/responses';

/**
 * GET /v2/search/products?q=: our own endpoint for the search box and the search page. Every word of the query must
 * appear in the name, description, category, brand or SKU, ignoring case and accents. One Query of the catalogue index.
 */
export const handler = httpHandler(catalogSearch, async (req) => {
  const { lang } = req.query;
  return success({ ...languageField(lang), ...(await searchedProducts(req.query.q ?? '', lang)) });
});
