import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { REVIEW_REQUEST_DELAY_DAYS } from '../../../shared/rules/reviews';
import { db, tableName } from '../../lib/clients';
import { queryAll } from '../../lib/query-all';
import type { TransactionAction } from '../../lib/transaction';
import { reviewKeys } from './review-keys';

const DAY_MS = 24 * 3600 * 1000;

export interface DueRequest {
  orderId: number;
  dueAt: string;
}

/** When the review-request mail of an order delivered at `deliveredAt` is due. */
export const requestDueAt = (deliveredAt: string) =>
  new Date(Date.parse(deliveredAt) + REVIEW_REQUEST_DELAY_DAYS * DAY_MS).toISOString();

/** The reminder written with the order's move to `delivered`, in the same transaction. */
export function reviewRequestAction(orderId: number, deliveredAt: string): TransactionAction {
  const dueAt = requestDueAt(deliveredAt);
  return {
    write: {
      Put: {
        TableName: tableName(),
        Item: { ...reviewKeys.reviewRequest(dueAt, orderId), type: 'review-request', orderId, dueAt },
      },
    },
  };
}

/** The reminders due by `now`, oldest first (one Query of their partition, sorted by when they are due). */
export async function dueReviewRequests(now: Date): Promise<DueRequest[]> {
  const items = await queryAll({
    KeyConditionExpression: 'PK = :pk AND SK <= :now',
    ExpressionAttributeValues: { ':pk': reviewKeys.reviewRequestsPartition, ':now': `${now.toISOString()}#~` },
  });
  return items.map((i) => ({ orderId: Number(i.orderId), dueAt: String(i.dueAt) }));
}

export async function reviewRequestDone(request: DueRequest): Promise<void> {
  await db().send(
    new DeleteCommand({ TableName: tableName(), Key: reviewKeys.reviewRequest(request.dueAt, request.orderId) }),
  );
}

export async function turnReviewMailsOff(userId: number): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...reviewKeys.reviewMailsOff(userId), type: 'review-mails-off', at: new Date().toISOString() },
    }),
  );
}

export async function reviewMailsAreOff(userId: number): Promise<boolean> {
  const out = await db().send(new GetCommand({ TableName: tableName(), Key: reviewKeys.reviewMailsOff(userId) }));
  return Boolean(out.Item);
}
