import { getProduct } from '../../domain/catalog/products-repo';
import { productDetail } from '../../domain/catalog/product-views';
import { notFound } from '../../lib/errors';
import { httpHandler, numericParam } from '../../lib/http-handler';
import { success } from '../../lib/responses';

/** C2 GET /v2/product/{id}: the one detail route, for the storefront page and the admin update page. */
export const handler = httpHandler('catalog-product', async (req) => {
  const id = numericParam(req, 'id', 'Product not found');
  const product = await getProduct(id);
  if (!product) throw notFound('Product not found');
  return success({ data: productDetail(product) });
});
