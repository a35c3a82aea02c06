import { codConfirmationMessages } from '../../../shared/messages/cod-confirmation';
import { declareErrors } from '../../lib/domain-error';

/** The orders' refusals (decision 0068). */
export const orderErrors = declareErrors({
  /** A canceled order cannot leave `canceled`: a product is gone or short. */
  'cannot-reopen': { answer: 'not-allowed' },
  /** An order kept changing under a status or payment change (the message says which). */
  'order-busy': { answer: 'conflict' },
  /** A cash order still awaiting its customer's confirmation moved to processing without staff's phone call (issue 31). */
  'cod-not-confirmed': { answer: 'conflict' },
  /** Refused at the door from any status but shipped: a move the route does not allow, like reopening (issue 31). */
  'refused-not-shipped': { answer: 'not-allowed' },
});

export const codNotConfirmed = () => orderErrors.create('cod-not-confirmed', codConfirmationMessages.notConfirmed);
export const refusedNotShipped = () =>
  orderErrors.create('refused-not-shipped', codConfirmationMessages.refusedOnlyShipped);

export const cannotReopen = (message: string) => orderErrors.create('cannot-reopen', message);

export const orderBusy = (message: string) => orderErrors.create('order-busy', message);
