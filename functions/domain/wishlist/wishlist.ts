import { DeleteCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { db, tableName } from '../../lib/clients';
import { nextId } from '../ids';
import { wishIds, wishlistKeys } from './wishlist-keys';
import { userPartition } from '../keys';
import { publicUrl } from '../../lib/uploads';
import { catalogKeys, getProduct, getProducts, priceRangeOf, productIn, ratingFields } from '../catalog';
import type { Language } from '../../../shared/rules/languages';
import { notFound } from '../shop-errors';

/** The wishlist: one entry per product under the customer's partition; adding twice and removing twice are harmless. */
export async function addToWishlist(userId: number, productId: number): Promise<void> {
  if (!(await getProduct(productId))) throw notFound('Product not found');
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...wishlistKeys.wish(userId, productId),
          ...catalogKeys.productHolder(productId, 'WISH', userId),
          type: 'wish',
          id: await nextId(wishIds),
          userId,
          productId,
          addedAt: new Date().toISOString(),
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
}

export async function removeFromWishlist(userId: number, productId: number): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: wishlistKeys.wish(userId, productId) }));
}

/**
 * S5: entries with the fields of contract 6.13, newest first; products that are gone are left out. Names and
 * descriptions in `language` (a `?lang=` wishlist, decision 0107), English by default.
 */
export async function wishlistView(userId: number, language: Language = 'en') {
  const out = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': userPartition(userId), ':prefix': wishlistKeys.wishPrefix },
    }),
  );
  const entries = (out.Items ?? []).sort((a, b) => String(b.addedAt).localeCompare(String(a.addedAt)));
  const products = await getProducts(entries.map((e) => Number(e.productId)));
  return entries
    .filter((e) => products.has(Number(e.productId)))
    .map((e) => {
      const p = products.get(Number(e.productId))!;
      const words = productIn(p, language);
      return {
        id: Number(e.id),
        user_id: userId,
        product_id: p.id,
        created_at: e.addedAt,
        product: {
          id: p.id,
          name: words.name,
          description: words.description,
          price: p.price,
          discount: p.discount ?? 0,
          rating: ratingFields(p).rating,
          image: p.images[0] ? publicUrl(p.images[0].path) : null,
          is_in_stock: p.stock > 0,
          stock: p.stock,
          category: p.category,
          ...priceRangeOf(p),
        },
      };
    });
}
