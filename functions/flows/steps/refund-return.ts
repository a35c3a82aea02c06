import { randomUUID } from 'node:crypto';
import { notFoundMessages } from '../../../shared/api/not-found';
import { formatLkr, fromCents } from '../../../shared/rules/money';
import { orderNumber } from '../../../shared/rules/orders';
import { mayMoveReturn } from '../../../shared/rules/returns';
import type { UpdateReturnInput } from '../../../shared/validation/returns';
import { log } from '../../lib/log';
import { retryOnLostRace } from '../../lib/retry-on-lost-race';
import { commitTransaction } from '../../lib/transaction';
import { notFound, refusedValue, shopBusy } from '../../domain/shop-errors';
import { getOrder, ORDER_NOT_FOUND, orderEventsAction, type OrderActor, type OrderRecord } from '../../domain/orders';
import { paymentMethodOf, type PaymentMethodPlugin, type ProviderRefunds } from '../../domain/payments';
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
} from '../../domain/returns';
import {
  refundNeedsCheck,
  refundRefused,
  refundUnanswered,
  refundUnderWay,
  returnCannotMove,
  returnEvent,
  withStep,
} from '../../domain/returns';
import { paidForOrder } from './return-paid';

type Staff = Extract<OrderActor, { kind: 'user' }>;
type Refunds = PaymentMethodPlugin['refunds'];

/** How long a request waits for another that holds the refund's claim (it is calling PayHere) before it answers. */
const WAIT_FOR_CLAIM_MS = 6000;
const POLL_MS = 150;

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
  for (;;) {
    const next = await retryOnLostRace(() => refundOrClaim(returnId, input, by, waited), {
      whenExhausted: () => shopBusy(),
    });
    if (next.kind === 'refunded') return next.record;
    if (next.kind === 'claimed') return refundByProvider(next, input, by);
    // Another request is refunding it now: wait for its outcome, then decide again.
    if (Date.now() > deadline) throw refundUnderWay();
    waited = true;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** A refund through the order's provider that this request claimed. */
interface ClaimedRefund {
  kind: 'claimed';
  record: ReturnRecord;
  order: OrderRecord;
  refunds: ProviderRefunds;
  claim: RefundClaim;
  amountCents: number;
}

/** What one look at the return decided: refunded without calling the provider, this request's claim, or wait. */
type RefundStep = { kind: 'refunded'; record: ReturnRecord } | ClaimedRefund | { kind: 'wait' };

/**
 * Reads the return and its order and either finishes a refund that needs no call to the provider (refunded by staff,
 * nothing to refund, or an outcome staff checked), or claims the provider's refund for this request. `waited`: this
 * request already waited for another's claim.
 */
async function refundOrClaim(
  returnId: number,
  input: UpdateReturnInput,
  by: Staff,
  waited: boolean,
): Promise<RefundStep> {
  const record = await returnById(returnId);
  if (!record) throw notFound(notFoundMessages.return);
  if (!mayMoveReturn(record.status, 'refunded')) throw returnCannotMove(record.status, 'refunded');
  const order = await getOrder(record.orderId);
  if (!order) throw notFound(ORDER_NOT_FOUND);
  const { refunds } = paymentMethodOf(order.paymentMethod);
  const held = record.refunding;
  // Null while another request holds the claim: it calls the provider, so there was an amount over 0 to refund.
  const amountCents = held ? null : await amountOf(record, order);
  const nothingToRefund = amountCents === 0;
  // Refunded by staff (cash), or a provider's refund whose outcome is unknown (it may have refunded): staff's
  // reference finishes it.
  if (nothingToRefund || refunds.by === 'staff' || (held && refundOutcomeUnknown(held, Date.now()))) {
    // A reference sent while the refund was still being tried (waited) was not read from the provider after it.
    if (!nothingToRefund && (!input.refund_reference || waited)) {
      throw refunds.by === 'staff' ? refusedValue('refund_reference', refunds.referenceMissing) : refundNeedsCheck();
    }
    // Nothing to refund needs no reference; one sent (the back-office asks for a cash order's) is kept.
    const reference = nothingToRefund ? (input.refund_reference ?? null) : input.refund_reference!;
    const amount = amountCents ?? (await amountOf(record, order));
    return { kind: 'refunded', record: await finish(record, order, refunds, input, by, reference, amount, held) };
  }
  const claim: RefundClaim = { token: randomUUID(), since: new Date().toISOString() };
  if (amountCents === null || !(await claimRefund(record, claim))) return { kind: 'wait' };
  return { kind: 'claimed', record, order, refunds, claim, amountCents };
}

/** The provider's refund this request claimed: called once, then the claim's own condition finishes the move. */
async function refundByProvider(
  { record, order, refunds, claim, amountCents }: ClaimedRefund,
  input: UpdateReturnInput,
  by: Staff,
): Promise<ReturnRecord> {
  const outcome = await refunds.refund(order, amountCents, `Return ${record.id} of order ${orderNumber(order.id)}`);
  if (outcome.kind === 'refused') {
    await releaseRefund(record, claim);
    throw refundRefused();
  }
  if (outcome.kind === 'unknown') {
    // The provider may have refunded: the claim stays, so nobody calls it again; staff check and enter its reference.
    log.warn('payhere refund outcome unknown; the claim is kept', { return_id: record.id, order_id: order.id });
    await markRefundUnanswered(record, claim);
    throw refundUnanswered();
  }
  try {
    // Only a conflict can fail it (the claim is ours): the provider refunded, so the move is written, not undone.
    return await retryOnLostRace(
      () => finish({ ...record, refunding: claim }, order, refunds, input, by, outcome.refundId, amountCents, claim),
      { whenExhausted: (race) => race },
    );
  } catch (error) {
    log.error('payhere refunded but the return could not be marked refunded', error, {
      return_id: record.id,
      refund_id: outcome.refundId,
    });
    throw error;
  }
}

async function amountOf(record: ReturnRecord, order: OrderRecord): Promise<number> {
  const [{ paid }, { returns }] = await Promise.all([paidForOrder(order), returnsOfOrder(order.id)]);
  return refundableCents(record, returns, paid);
}

/** The timeline's line for a refund: how much went back and how (its method says), or that nothing had to. */
function refundNote(record: ReturnRecord, refunds: Refunds, refundCents: number, reference: string | null): string {
  if (refundCents === 0) return `Return ${record.id}: nothing to refund (${formatLkr(0)} for its items)`;
  const how = refunds.timelineNote(reference ?? '');
  return `Return ${record.id}: ${formatLkr(fromCents(refundCents))} refunded ${how}`;
}

/**
 * The move to refunded with its amount and reference (none when there was nothing to refund), and the order's
 * timeline lines, in one transaction.
 */
async function finish(
  record: ReturnRecord,
  order: OrderRecord,
  refunds: Refunds,
  input: UpdateReturnInput,
  by: Staff,
  reference: string | null,
  refundCents: number,
  claim?: RefundClaim,
): Promise<ReturnRecord> {
  const now = new Date().toISOString();
  const after = withStep(record, 'refunded', by, input.note, now, { refundCents, refundReference: reference });
  const refunded = { at: now, kind: 'refund' as const, by, note: refundNote(record, refunds, refundCents, reference) };
  await commitTransaction([
    moveReturnAction(record, after, claim),
    orderEventsAction(order.id, [returnEvent(record, by, now, 'refunded', input.note), refunded]),
  ]);
  return after;
}
