import { catalogByCategory } from '../../../shared/routes/entries/catalog-by-category';
import { categoryProducts } from '../../domain/catalog';
import { httpHandler } from '../http';
import { success } from '../../lib/responses';

/** C3 POST /v2/products/filtered_products: one category, matched case-insensitively. */
export const handler = httpHandler(catalogByCategory, async (req) =>
  success({ data: await categoryProducts(req.body.category) }),
);
