import { adminProductDelete } from '../../../../shared/routes/entries/admin-product-delete';
import { deleteProduct } from '../../../flows/workflows/delete-product';
import { httpHandler } from '../../http';
import { success } from '../../../lib/responses';

/** DELETE /v2/products/{id}: off the storefront, out of every cart and wishlist, files removed; orders keep their copies. */
export const handler = httpHandler(adminProductDelete, async (req) => {
  const id = req.params.id;
  await deleteProduct(id);
  return success({ message: 'Product deleted successfully.' });
});
