import { catalogByCategory } from '../../../shared/routes/entries/catalog-by-category';
import { categoryProducts, languageField } from '../../domain/catalog';
import { httpHandler } from '../http';
import { success } from '../../lib/responses';

/** C3 POST /v2/products/filtered_products: one category, matched case-insensitively; `?lang=` as C1. */
export const handler = httpHandler(catalogByCategory, async (req) =>
  success({ ...languageField(req.query.lang), data: await categoryProducts(req.body.category, req.query.lang) }),
);
