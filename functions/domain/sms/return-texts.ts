import { formatLkr, fromCents } from '../../../shared/rules/money';
import { orderNumber } from '../../../shared/rules/orders';
import { smsFrom, withTail } from './fit';

export type ReturnSmsStep = 'requested' | 'approved' | 'rejected' | 'received' | 'refunded';

export interface ReturnSmsFacts {
  orderId: number;
  returnId: number;
  refundAmountCents?: number;
  note?: string | null;
}

const NEWS: Record<ReturnSmsStep, (facts: ReturnSmsFacts, about: string) => string> = {
  requested: (_, about) => `We received your return request ${about}. We will let you know when it is reviewed.`,
  approved: (_, about) => `Your return ${about} was approved. Please send the items back to us.`,
  rejected: (_, about) => `Your return ${about} was not approved.`,
  received: ({ refundAmountCents }, about) =>
    refundAmountCents === 0
      ? `We received the items of your return ${about}. There is nothing to refund (${formatLkr(0)}).`
      : `We received the items of your return ${about}. Your refund is on its way.`,
  refunded: ({ refundAmountCents }, about) =>
    refundAmountCents === undefined
      ? `Your refund for return ${about} was sent.`
      : refundAmountCents === 0
        ? `Your return ${about} is complete: there was nothing to refund (${formatLkr(0)}).`
        : `Your refund of ${formatLkr(fromCents(refundAmountCents))} for return ${about} was sent.`,
};

/** A return's step, with the staff's note (cut to what fits in two segments) where one was given. */
export function returnStepSms(step: ReturnSmsStep, facts: ReturnSmsFacts): string {
  const about = `#${facts.returnId} (order ${orderNumber(facts.orderId)})`;
  const base = smsFrom(NEWS[step](facts, about));
  const note = facts.note?.trim().replace(/\s+/g, ' ');
  return note ? withTail(base, ` Note: ${note}`) : base;
}
