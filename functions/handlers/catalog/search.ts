import { catalogSearch } from '../../../shared/routes/entries/catalog-search';
import { allProducts, languageField, listCardIn, productMatches } from '../../domain/catalog';
import { searchWords } from '../../lib/text-search';
import { httpHandler } from '../http';
import { success } from '../../lib/responses';

/**
 * GET /v2/search/products?q=: our own endpoint for the home search box. Every word of the query must appear in the
 * name, description, category, brand or SKU, ignoring case and accents. One Query of the catalogue index.
 */
export const handler = httpHandler(catalogSearch, async (req) => {
  const { lang } = req.query;
  const words = searchWords(req.query.q ?? '');
  if (words.length === 0) return success({ ...languageField(lang), query: '', data: [] });
  const hits = (await allProducts()).filter((p) => productMatches(p, words));
  return success({ ...languageField(lang), query: req.query.q ?? '', data: hits.map((p) => listCardIn(p, lang)) });
});
