import { searchable } from '../../../shared/rules/catalogue';
import { allProducts } from '../../domain/catalog/products-repo';
import { listCard } from '../../domain/catalog/product-views';
import { httpHandler } from '../../lib/http-handler';
import { success } from '../../lib/responses';

export const MAX_QUERY_LENGTH = 100;

/**
 * GET /v2/search/products?q=: our own endpoint for the home search box. Every word of the query must appear in the
 * name, description, category or brand, ignoring case and accents. One Query of the catalogue index.
 */
export const handler = httpHandler('catalog-search', async (req) => {
  const query = searchable((req.query.q ?? '').slice(0, MAX_QUERY_LENGTH));
  const words = query.split(' ').filter(Boolean);
  if (words.length === 0) return success({ query: '', data: [] });
  const products = await allProducts();
  const hits = products.filter((p) => {
    const text = searchable([p.name, p.description, p.category, p.brandName ?? ''].join(' '));
    return words.every((w) => text.includes(w));
  });
  return success({ query: req.query.q ?? '', data: hits.map(listCard) });
});
