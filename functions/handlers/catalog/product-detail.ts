import { catalogProduct } from '../../../shared/routes/entries/catalog-product';
import {
  adminProductDetail,
  detailLanguageFields,
  languageField,
  productDetail,
  productIn,
} from '../../domain/catalog';
import { openProduct } from '../../flows/workflows/open-product';
import { notFound } from '../../lib/errors';
import { httpHandler } from '../http';
import { success } from '../../lib/responses';

/**
 * C2 GET /v2/product/{id}: the one detail route, for the storefront page and the admin update page. When staff or
 * an admin opens it, the stock they saw is remembered, so their save never undoes an order placed meanwhile.
 */
export const handler = httpHandler(catalogProduct, async (req) => {
  const id = req.params.id;
  const product = await openProduct(id, req.session);
  if (!product) throw notFound('Product not found');
  const staff = req.session !== null && req.session.userType !== 'customer';
  const lang = req.query.lang;
  const shown = productIn(product, lang ?? 'en');
  const data = {
    ...(staff ? adminProductDetail(shown) : productDetail(shown)),
    ...detailLanguageFields(product, lang),
  };
  return success({ ...languageField(lang), data });
});
