import { catalogProduct } from '../../../shared/routes/entries/catalog-product';
import { getProduct, productDetail } from '../../domain/catalog';
import { rememberStockSeen } from '../../domain/inventory';
import { notFound } from '../../lib/errors';
import { httpHandler } from '../http';
import { success } from '../../lib/responses';

/**
 * C2 GET /v2/product/{id}: the one detail route, for the storefront page and the admin update page. When staff or
 * an admin opens it, the stock they saw is remembered, so their save never undoes an order placed meanwhile.
 */
export const handler = httpHandler(catalogProduct, async (req) => {
  const id = req.params.id;
  const product = await getProduct(id);
  if (!product) throw notFound('Product not found');
  if (req.session && req.session.userType !== 'customer')
    await rememberStockSeen(req.session.sessionId, id, product.stock);
  return success({ data: productDetail(product) });
});
