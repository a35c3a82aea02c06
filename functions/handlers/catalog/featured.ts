import { catalogFeatured } from '../../../shared/routes/entries/catalog-featured';
import { featuredProducts, languageField } from '../../domain/catalog';
import { httpHandler } from '../http';
import { success } from '../../lib/responses';

/**
 * C1 POST /v2/products/featured: products the admin marked featured, keyed by category (one Query per category);
 * `?lang=` names them in that language (issue 34).
 */
export const handler = httpHandler(catalogFeatured, async (req) =>
  success({ ...languageField(req.query.lang), data: await featuredProducts(req.query.lang) }),
);
