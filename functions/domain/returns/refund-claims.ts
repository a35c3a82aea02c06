import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../lib/clients';
import { returnKeys } from './return-keys';
import type { RefundClaim, ReturnRecord } from './return-record';

/**
 * The longest a request can hold a claim while it is still running: the functions' timeout (FUNCTION_TIMEOUT in
 * infra/api/shop-function.ts), as the request claims after it started and Lambda stops it then. An older claim's
 * request ended without finishing or giving it back, so PayHere may have refunded (decision 0061). Not the flow's
 * wait for a claim: two PayHere calls of 4 s each may take longer than that.
 */
export const CLAIM_HELD_AT_MOST_MS = 10 * 1000;

/**
 * Whether a claim's PayHere refund has an unknown outcome: its request got no answer from PayHere, or it ended
 * while holding the claim. Such a claim is never taken over; staff check the payment in PayHere and enter its
 * refund reference.
 */
export const refundOutcomeUnknown = (claim: RefundClaim, now: number): boolean =>
  claim.unanswered === true || now - Date.parse(claim.since) >= CLAIM_HELD_AT_MOST_MS;

/**
 * Claims a received return's refund for one request, before anyone calls PayHere: one conditional write, so of five
 * parallel requests exactly one gets it. False when the return is no longer received or holds a claim: a claim is
 * only ever given back (PayHere refused) or finished, never taken over.
 */
export async function claimRefund(record: ReturnRecord, claim: RefundClaim): Promise<boolean> {
  return conditionalUpdate(record, {
    UpdateExpression: 'SET refunding = :claim',
    ConditionExpression: '#status = :received AND attribute_not_exists(refunding)',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: { ':claim': claim, ':received': 'received' },
  });
}

/** Gives a claim back (PayHere refused): the return stays received and may be refunded again. */
export async function releaseRefund(record: ReturnRecord, claim: RefundClaim): Promise<void> {
  await conditionalUpdate(record, {
    UpdateExpression: 'REMOVE refunding',
    ConditionExpression: 'refunding.#token = :token',
    ExpressionAttributeNames: { '#token': 'token' },
    ExpressionAttributeValues: { ':token': claim.token },
  });
}

/** Marks a claim whose PayHere call got no answer: it is kept, and staff see at once that the refund needs a check. */
export async function markRefundUnanswered(record: ReturnRecord, claim: RefundClaim): Promise<void> {
  await conditionalUpdate(record, {
    UpdateExpression: 'SET refunding.unanswered = :yes',
    ConditionExpression: 'refunding.#token = :token',
    ExpressionAttributeNames: { '#token': 'token' },
    ExpressionAttributeValues: { ':token': claim.token, ':yes': true },
  });
}

type Change = Pick<
  ConstructorParameters<typeof UpdateCommand>[0],
  'UpdateExpression' | 'ConditionExpression' | 'ExpressionAttributeNames' | 'ExpressionAttributeValues'
>;

/** One conditional write on the return's claim; false when its condition does not hold. */
async function conditionalUpdate(record: ReturnRecord, change: Change): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({ TableName: tableName(), Key: returnKeys.orderReturn(record.orderId, record.id), ...change }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}
