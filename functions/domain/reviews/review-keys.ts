import type { IdCounter } from '../ids';
import { idAfter, pad, userPartition } from '../keys';

/** A product's reviews: one partition per product, one item per author (`USER#<id>`), so one review each. */
const REVIEWS_PARTITION_PREFIX = 'REVIEWS#';

/** Where reviews and review requests are in the table (decision 0068). */
export const reviewKeys = {
  review: (productId: number, userId: number) => ({
    PK: `${REVIEWS_PARTITION_PREFIX}${productId}`,
    SK: `USER#${pad(userId)}`,
  }),
  reviewsOfProduct: (productId: number) => `${REVIEWS_PARTITION_PREFIX}${productId}`,
  /** What a filter on the table's stream matches for a review item (its product's page shows it). */
  reviewItem: { partitionPrefix: REVIEWS_PARTITION_PREFIX },
  /** The product id of a review item's keys; null for any other item. */
  reviewedProductIdOf: (pk: string): number | null => idAfter(REVIEWS_PARTITION_PREFIX, pk),
  /** Every review in the shop's index, by id (newest last): the back-office list and the lookup by id. */
  reviewInShop: (id: number) => ({ GSI2PK: 'REVIEWS', GSI2SK: pad(id) }),
  reviewsIndex: 'REVIEWS',
  reviewIdSortKey: (id: number) => pad(id),
  /** A customer's reviews (their account's deletion takes them away). */
  reviewOfCustomer: (userId: number, productId: number) => ({
    GSI1PK: `USER#${userId}#REVIEWS`,
    GSI1SK: pad(productId),
  }),
  reviewsOfCustomer: (userId: number) => `USER#${userId}#REVIEWS`,
  /** A review-request mail due at `dueAt` for one delivered order (the schedule reads the ones due). */
  reviewRequest: (dueAt: string, orderId: number) => ({ PK: 'REVIEW_REQUESTS', SK: `${dueAt}#${pad(orderId)}` }),
  reviewRequestsPartition: 'REVIEW_REQUESTS',
  /** A customer who turned the review-request mails off. */
  reviewMailsOff: (userId: number) => ({ PK: userPartition(userId), SK: 'REVIEW_MAILS_OFF' }),
} as const;

export const reviewIds: IdCounter = { counter: 'REVIEW' };
