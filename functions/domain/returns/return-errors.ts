import { returnMessages, type ReturnStatus } from '../../../shared/rules/returns';
import { declareErrors } from '../../lib/domain-error';

/** The returns' and refunds' refusals (decision 0068). */
export const returnErrors = declareErrors({
  /** A return asked to move where its steps do not lead, a repeat included (issue 22). */
  'return-cannot-move': { answer: 'conflict' },
  /** An order with a return that was not rejected is canceled: its stock is the return's to give back. */
  'order-has-return': { answer: 'conflict' },
  /** A return of an order canceled meanwhile is received: the cancel gave the stock back already. */
  'return-of-canceled-order': { answer: 'conflict' },
  /** PayHere did not accept a refund: nothing was refunded, the return stays received. */
  'refund-refused': { answer: 'provider-failed' },
  /** PayHere did not answer a refund: it may have refunded, so the claim is kept and staff check (decision 0061). */
  'refund-unanswered': { answer: 'provider-failed' },
  /** A card refund whose outcome is unknown, asked again without PayHere's refund reference: never refunded twice. */
  'refund-needs-check': { answer: 'conflict' },
  /** A card refund another request is making now (it holds the claim and is calling PayHere): asked again later. */
  'refund-under-way': { answer: 'conflict' },
});

export const returnCannotMove = (from: ReturnStatus, to: ReturnStatus) =>
  returnErrors.create('return-cannot-move', returnMessages.cannotMove(from, to));

export const orderHasReturn = () => returnErrors.create('order-has-return', returnMessages.orderHasReturn);

export const returnOfCanceledOrder = () =>
  returnErrors.create('return-of-canceled-order', returnMessages.orderCanceled);

export const refundRefused = () => returnErrors.create('refund-refused', returnMessages.payhereRefused);

export const refundUnanswered = () => returnErrors.create('refund-unanswered', returnMessages.payhereSilent);

export const refundNeedsCheck = () => returnErrors.create('refund-needs-check', returnMessages.refundCheck);

export const refundUnderWay = () => returnErrors.create('refund-under-way', returnMessages.refundUnderWay);
