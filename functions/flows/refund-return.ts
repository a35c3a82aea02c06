import { randomUUID } from 'node:crypto';
import { notFoundMessages } from '../../shared/api/not-found';
import { formatLkr, fromCents } from '../../shared/rules/money';
import { orderNumber } from '../../shared/rules/orders';
import { mayMoveReturn, returnMessages } from '../../shared/rules/returns';
import type { UpdateReturnInput } from '../../shared/validation/returns';
import { backoff } from '../lib/backoff';
import { log } from '../lib/log';
import { commitTransaction, TransactionLostRace } from '../lib/transaction';
import { notFound, refusedValue, shopBusy } from '../domain/shop-errors';
import { getOrder, ORDER_NOT_FOUND, orderEventsAction, type OrderActor, type OrderRecord } from '../domain/orders';
import { refundPayment } from '../domain/payments';
import {
  claimRefund,
  markRefundUnanswered,
  moveReturnAction,
  refundableCents,
  refundOutcomeUnknown,
  releaseRefund,
  returnById,
  returnsOfOrder,
  type RefundClaim,
  type ReturnRecord,
} from '../domain/returns';
import { refundNeedsCheck, refundRefused, refundUnanswered, refundUnderWay, returnCannotMove } from '../domain/returns';
import { paidForOrder } from './return-paid';
import { returnEvent, withStep } from './return-steps';

type Staff = Extract<OrderActor, { kind: 'user' }>;

/** How long a request waits for another that holds the refund's claim (it is calling PayHere) before it answers. */
const WAIT_FOR_CLAIM_MS = 6000;
const POLL_MS = 150;
const RETRIES = 8;

/**
 * Refunds a received return (decision 0061): what was paid for its items, never more than their lines cost less
 * earlier refunds. A cash order records the bank transfer reference staff entered, in one conditional write. A card
 * order is refunded through PayHere exactly once: a conditional write first claims the refund for this request (of
 * five parallel requests one gets it; the others wait for it and are then refused as a repeat), then PayHere is
 * called, then the claim's own condition finishes the move. PayHere's refusal gives the claim back (502) and the
 * return stays received. A claim is never taken over: when PayHere did not answer, or its request ended holding it,
 * the refund's outcome is unknown and only the refund reference staff find in PayHere's portal finishes it. A return
 * with nothing to refund (its items cost nothing after the code, or earlier refunds paid them back) is closed as
 * refunded with 0, without a reference and without calling PayHere.
 */
export async function refundReturn(returnId: number, input: UpdateReturnInput, by: Staff): Promise<ReturnRecord> {
  const deadline = Date.now() + WAIT_FOR_CLAIM_MS;
  let waited = false;
  for (let attempt = 0; ; attempt++) {
    const record = await returnById(returnId);
    if (!record) throw notFound(notFoundMessages.return);
    if (!mayMoveReturn(record.status, 'refunded')) throw returnCannotMove(record.status, 'refunded');
    const order = await getOrder(record.orderId);
    if (!order) throw notFound(ORDER_NOT_FOUND);
    const held = record.refunding;
    // Null while another request holds the claim: it calls PayHere, so there was an amount over 0 to refund.
    const amountCents = held ? null : await amountOf(record, order);
    const nothingToRefund = amountCents === 0;
    // A cash order, or a card refund whose outcome is unknown (PayHere may have refunded): staff's reference finishes it.
    const cash = record.refundMethod === 'bank_transfer';
    if (nothingToRefund || cash || (held && refundOutcomeUnknown(held, Date.now()))) {
      // A reference sent while the refund was still being tried (waited) was not read from PayHere after it.
      if (!nothingToRefund && (!input.refund_reference || waited)) {
        throw cash ? refusedValue('refund_reference', returnMessages.refundReference) : refundNeedsCheck();
      }
      // Nothing to refund needs no reference; one sent (the back-office asks for a cash order's) is kept.
      const reference = nothingToRefund ? (input.refund_reference ?? null) : input.refund_reference!;
      try {
        return await finish(record, order, input, by, reference, amountCents ?? (await amountOf(record, order)), held);
      } catch (error) {
        if (!(error instanceof TransactionLostRace)) throw error;
        if (attempt >= RETRIES) throw shopBusy();
        await backoff(attempt);
        continue;
      }
    }
    const claim: RefundClaim = { token: randomUUID(), since: new Date().toISOString() };
    if (amountCents === null || !(await claimRefund(record, claim))) {
      // Another request is refunding it now: wait for its outcome, then decide again.
      if (Date.now() > deadline) throw refundUnderWay();
      waited = true;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      continue;
    }
    return refundByCard(record, order, input, by, claim, amountCents);
  }
}

async function refundByCard(
  record: ReturnRecord,
  order: OrderRecord,
  input: UpdateReturnInput,
  by: Staff,
  claim: RefundClaim,
  amountCents: number,
): Promise<ReturnRecord> {
  const paymentId = order.payment?.paymentId;
  const outcome = paymentId
    ? await refundPayment({
        paymentId,
        amountCents,
        description: `Return ${record.id} of order ${orderNumber(order.id)}`,
      })
    : ({ kind: 'refused' } as const);
  if (outcome.kind === 'refused') {
    await releaseRefund(record, claim);
    throw refundRefused();
  }
  if (outcome.kind === 'unknown') {
    // PayHere may have refunded: the claim stays, so nobody calls it again; staff check and enter its reference.
    log.warn('payhere refund outcome unknown; the claim is kept', { return_id: record.id, order_id: order.id });
    await markRefundUnanswered(record, claim);
    throw refundUnanswered();
  }
  for (let attempt = 0; ; attempt++) {
    try {
      return await finish({ ...record, refunding: claim }, order, input, by, outcome.refundId, amountCents, claim);
    } catch (error) {
      // Only a conflict can fail it (the claim is ours): PayHere refunded, so the move is written, not undone.
      if (!(error instanceof TransactionLostRace) || attempt >= RETRIES) {
        log.error('payhere refunded but the return could not be marked refunded', error, {
          return_id: record.id,
          refund_id: outcome.refundId,
        });
        throw error;
      }
      await backoff(attempt);
    }
  }
}

async function amountOf(record: ReturnRecord, order: OrderRecord): Promise<number> {
  const [{ paid }, { returns }] = await Promise.all([paidForOrder(order), returnsOfOrder(order.id)]);
  return refundableCents(record, returns, paid);
}

/** The timeline's line for a refund: how much went back and how, or that nothing had to. */
function refundNote(record: ReturnRecord, refundCents: number, reference: string | null): string {
  if (refundCents === 0) return `Return ${record.id}: nothing to refund (${formatLkr(0)} for its items)`;
  const how =
    record.refundMethod === 'payhere'
      ? `through PayHere (refund ${reference})`
      : `by bank transfer (reference ${reference})`;
  return `Return ${record.id}: ${formatLkr(fromCents(refundCents))} refunded ${how}`;
}

/**
 * The move to refunded with its amount and reference (none when there was nothing to refund), and the order's
 * timeline lines, in one transaction.
 */
async function finish(
  record: ReturnRecord,
  order: OrderRecord,
  input: UpdateReturnInput,
  by: Staff,
  reference: string | null,
  refundCents: number,
  claim?: RefundClaim,
): Promise<ReturnRecord> {
  const now = new Date().toISOString();
  const after = withStep(record, 'refunded', by, input.note, now, { refundCents, refundReference: reference });
  const refunded = { at: now, kind: 'refund' as const, by, note: refundNote(record, refundCents, reference) };
  await commitTransaction([
    moveReturnAction(record, after, claim),
    orderEventsAction(order.id, [returnEvent(record, by, now, 'refunded', input.note), refunded]),
  ]);
  return after;
}
