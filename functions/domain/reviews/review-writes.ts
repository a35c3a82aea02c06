import { tableName } from '../../lib/clients';
import { TransactionLostRace, type TransactionAction } from '../../lib/transaction';
import { alreadyReviewed } from './review-errors';
import { reviewKeys } from './review-keys';
import type { ReviewRecord } from './review-record';
import { reviewItem } from './reviews-repo';

/**
 * The write of one review change, for the transaction that also moves its product's figures: a new review is put
 * only where the author has none (one per customer per product, without reading first); a change or a delete only
 * if the review is still the version that was read, so its figures are never counted twice.
 */
export function reviewWriteAction(before: ReviewRecord | null, after: ReviewRecord | null): TransactionAction {
  if (!before && after)
    return {
      write: {
        Put: { TableName: tableName(), Item: reviewItem(after), ConditionExpression: 'attribute_not_exists(PK)' },
      },
      whenConditionFails: () => alreadyReviewed(),
    };
  if (!before) throw new Error('A review change needs a review before or after it.');
  const seen = { ConditionExpression: 'version = :seen', ExpressionAttributeValues: { ':seen': before.version } };
  const write = after
    ? { Put: { TableName: tableName(), Item: reviewItem(after), ...seen } }
    : { Delete: { TableName: tableName(), Key: reviewKeys.review(before.productId, before.userId), ...seen } };
  return { write, whenConditionFails: () => new TransactionLostRace() };
}
