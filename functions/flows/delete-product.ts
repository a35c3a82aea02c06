import { queryAll } from '../lib/query-all';
import { indexQuery } from '../lib/table';
import { commitTransaction } from '../lib/transaction';
import { deleteFiles } from '../lib/uploads';
import { removeProductFromCart } from '../domain/cart';
import {
  catalogKeys,
  getProduct,
  PRODUCT_NOT_FOUND,
  productFiles,
  productRemovalActions,
  type ProductRecord,
} from '../domain/catalog';
import { notFound } from '../domain/shop-errors';
import { removeFromWishlist } from '../domain/wishlist';

/** Everyone who holds the product in a cart or a wishlist, from the reverse entries on those items. */
async function holders(productId: number): Promise<Array<{ kind: 'CART' | 'WISH'; userId: number }>> {
  const items = await queryAll({
    ...indexQuery('GSI2', catalogKeys.productHolders(productId)),
    ProjectionExpression: 'GSI2SK, userId',
  });
  return items.map((i) => ({ kind: String(i.GSI2SK).startsWith('CART#') ? 'CART' : 'WISH', userId: Number(i.userId) }));
}

/**
 * Deletes a product: first the product and its SKU guard (so nobody can add it any more), then its lines in every
 * cart and wishlist, then its files. Orders keep their own copy of what was bought.
 */
export async function deleteProduct(id: number): Promise<ProductRecord> {
  const product = await getProduct(id);
  if (!product) throw notFound(PRODUCT_NOT_FOUND);
  await commitTransaction(productRemovalActions(product));
  for (const holder of await holders(id)) {
    // A customer with two sizes of the product holds it twice; the first removal takes every line.
    if (holder.kind === 'CART') await removeProductFromCart(holder.userId, id);
    else await removeFromWishlist(holder.userId, id);
  }
  await deleteFiles(productFiles(product));
  return product;
}
