import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { db } from './clients';

/** One write of a TransactWriteItems call (Put, Update, Delete or ConditionCheck), in the document client's shape. */
export type TransactWrite = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/**
 * One action of a transaction with its own meaning: the write, and what to raise when the write's condition fails,
 * decided from the item as it is now (present when the write asked for `ReturnValuesOnConditionCheckFailure`).
 * A transaction's failure is decoded through its actions, never by position, so reordering actions cannot change
 * an error (decision 0033).
 */
export interface TransactionAction {
  write: TransactWrite;
  /** Omitted for writes without a condition; a condition failing there is a bug and surfaces as the SDK's error. */
  whenConditionFails?: (current: Record<string, unknown> | undefined) => Error;
  /** When several conditions fail at once, the failure of the highest precedence is raised (ties: the earlier action). */
  precedence?: number;
}

/** Another write got to the same items first (a conflict, or a condition that says "read again"): decide again. */
export class TransactionLostRace extends Error {
  constructor() {
    super('The transaction lost a race with another write; read again and retry.');
    this.name = 'TransactionLostRace';
  }
}

/** Writes every action or none. Throws the failed action's own error, `TransactionLostRace`, or the SDK's error. */
export async function commitTransaction(
  actions: TransactionAction[],
  options: { clientRequestToken?: string } = {},
): Promise<void> {
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: actions.map((a) => a.write),
        ClientRequestToken: options.clientRequestToken,
      }),
    );
  } catch (error) {
    throw failureOf(error, actions);
  }
}

/** The error a failed TransactWriteItems call means, given the actions it was made of (in the same order). */
export function failureOf(error: unknown, actions: TransactionAction[]): unknown {
  if (!(error instanceof TransactionCanceledException)) return error;
  const reasons = error.CancellationReasons ?? [];
  const failed = actions
    .map((action, i) => ({ action, reason: reasons[i] }))
    .filter(({ reason }) => reason?.Code === 'ConditionalCheckFailed');
  if (failed.length === 0) {
    const onlyConflicts = reasons.every((r) => !r.Code || r.Code === 'None' || r.Code === 'TransactionConflict');
    return onlyConflicts ? new TransactionLostRace() : error;
  }
  const decisive = failed.reduce((best, f) => ((f.action.precedence ?? 0) > (best.action.precedence ?? 0) ? f : best));
  if (!decisive.action.whenConditionFails) return error;
  return decisive.action.whenConditionFails(decisive.reason?.Item ? unmarshall(decisive.reason.Item) : undefined);
}
