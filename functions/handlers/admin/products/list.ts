import { adminProducts } from '../../../../shared/routes/entries/admin-products';
import { parseCategory } from '../../../../shared/rules/catalogue';
import { adminProductPage } from '../../../domain/catalog';
import { fieldError } from '../../../lib/errors';
import { httpHandler } from '../../http';
import { pageNumber } from '../../../lib/paging';
import { success } from '../../../lib/responses';

/** B2 POST /v2/admin/all_products: page, category (any case; absent or ALL for all) and search in the JSON body. */
export const handler = httpHandler(adminProducts, async (req) => {
  const rawCategory = req.body.category?.trim() ?? '';
  const category = rawCategory && rawCategory.toUpperCase() !== 'ALL' ? parseCategory(rawCategory) : null;
  if (rawCategory && rawCategory.toUpperCase() !== 'ALL' && !category)
    throw fieldError('category', 'Please select a category');
  const search = req.body.search ?? '';
  const { items, total, ...pagination } = await adminProductPage(pageNumber(req.body.page), category, search);
  return success({ data: { products: items, pagination: { ...pagination, totalProducts: total } } });
});
