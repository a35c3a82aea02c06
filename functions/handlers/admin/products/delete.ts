import { deleteProduct } from '../../../domain/catalog/delete-product';
import { PRODUCT_NOT_FOUND } from '../../../domain/catalog/products-repo';
import { httpHandler, numericParam } from '../../http';
import { success } from '../../../lib/responses';

/** DELETE /v2/products/{id}: off the storefront, out of every cart and wishlist, files removed; orders keep their copies. */
export const handler = httpHandler('admin-product-delete', async (req) => {
  const id = numericParam(req, 'id', PRODUCT_NOT_FOUND);
  await deleteProduct(id);
  return success({ message: 'Product deleted successfully.' });
});
