import type { ReturnStatus } from '../../../shared/rules/returns';
import type { OrderActor, OrderEvent } from '../orders';
import type { ReturnRecord } from './return-record';

/** The return after a step: its new status, the step on its own timeline, and what else the step sets. */
export function withStep(
  record: ReturnRecord,
  to: ReturnStatus,
  by: Extract<OrderActor, { kind: 'user' }>,
  note: string | null,
  at: string,
  changes: Partial<Pick<ReturnRecord, 'refundCents' | 'refundReference'>> = {},
): ReturnRecord {
  const { refunding: _claim, ...rest } = record;
  return {
    ...rest,
    ...changes,
    status: to,
    updatedAt: at,
    timeline: [...record.timeline, { status: to, at, by: by.name, note }],
  };
}

/** The order timeline's line for a return's step. */
export function returnEvent(
  record: ReturnRecord,
  by: OrderActor,
  at: string,
  what: string,
  note: string | null,
): OrderEvent {
  return {
    at,
    kind: 'return',
    by,
    from: record.status,
    to: what,
    note: `Return ${record.id}${note ? `: ${note}` : ''}`,
  };
}
