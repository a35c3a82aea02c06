import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../lib/clients';
import { queryAll } from '../../lib/query-all';
import { indexQuery, recordOf } from '../../lib/table';
import { reviewKeys } from './review-keys';
import type { ReviewRecord } from './review-record';

const toReview = (item: Record<string, unknown>) => recordOf<ReviewRecord>(item);

/** The item a review is stored as, with the shop's index keys. */
export function reviewItem(review: ReviewRecord) {
  return {
    ...reviewKeys.review(review.productId, review.userId),
    ...reviewKeys.reviewInShop(review.id),
    ...reviewKeys.reviewOfCustomer(review.userId, review.productId),
    type: 'review',
    ...review,
  };
}

/** A customer's review of a product (strongly consistent: the author edits what they just wrote). */
export async function getReview(productId: number, userId: number): Promise<ReviewRecord | null> {
  const out = await db().send(
    new GetCommand({ TableName: tableName(), Key: reviewKeys.review(productId, userId), ConsistentRead: true }),
  );
  return out.Item ? toReview(out.Item) : null;
}

/**
 * A review by its id: the shop's index (sort key: the id) says whose review of which product it is, then the item
 * itself is read consistently, as a change conditional on its version needs.
 */
export async function reviewById(id: number): Promise<ReviewRecord | null> {
  const sortKey = reviewKeys.reviewIdSortKey(id);
  const [found] = await queryAll(indexQuery('GSI2', reviewKeys.reviewsIndex, { between: [sortKey, sortKey] }));
  return found ? getReview(Number(found.productId), Number(found.userId)) : null;
}

/** Every review of one product, in any status (one partition; one Query, paged past 1 MB only). */
export async function reviewsOfProduct(productId: number): Promise<ReviewRecord[]> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk',
    ExpressionAttributeValues: { ':pk': reviewKeys.reviewsOfProduct(productId) },
  });
  return items.map(toReview);
}

/** Every review a customer wrote, read consistently (one Query of their index entries, then each item). */
export async function reviewsByCustomer(userId: number): Promise<ReviewRecord[]> {
  const found = await queryAll(indexQuery('GSI1', reviewKeys.reviewsOfCustomer(userId)));
  const reviews = await Promise.all(found.map((i) => getReview(Number(i.productId), userId)));
  return reviews.filter((r): r is ReviewRecord => r !== null);
}

/** Every review in the shop, newest first (the back-office list). */
export async function allReviews(): Promise<ReviewRecord[]> {
  const items = await queryAll({ ...indexQuery('GSI2', reviewKeys.reviewsIndex), ScanIndexForward: false });
  return items.map(toReview);
}
