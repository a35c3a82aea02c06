import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../lib/clients';
import { keys } from '../keys';
import type { RefundClaim, ReturnRecord } from './return-record';

/**
 * A claim older than this was left by a request that ended without finishing (a function stops after 10 s): it may
 * be taken over. Decision 0061 says what that means.
 */
export const STALE_CLAIM_MS = 2 * 60 * 1000;

/**
 * Claims a received return's refund for one request, before anyone calls PayHere: one conditional write, so of five
 * parallel requests exactly one gets it. False when the return is no longer received or another request holds a
 * fresh claim.
 */
export async function claimRefund(record: ReturnRecord, claim: RefundClaim): Promise<boolean> {
  const staleBefore = new Date(Date.parse(claim.since) - STALE_CLAIM_MS).toISOString();
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.orderReturn(record.orderId, record.id),
        UpdateExpression: 'SET refunding = :claim',
        ConditionExpression: '#status = :received AND (attribute_not_exists(refunding) OR refunding.since < :stale)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':claim': claim, ':received': 'received', ':stale': staleBefore },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/** Gives a claim back (PayHere refused): the return stays received and may be refunded again. */
export async function releaseRefund(record: ReturnRecord, claim: RefundClaim): Promise<void> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.orderReturn(record.orderId, record.id),
        UpdateExpression: 'REMOVE refunding',
        ConditionExpression: 'refunding.#token = :token',
        ExpressionAttributeNames: { '#token': 'token' },
        ExpressionAttributeValues: { ':token': claim.token },
      }),
    );
  } catch (error) {
    if (!(error instanceof ConditionalCheckFailedException)) throw error;
  }
}
