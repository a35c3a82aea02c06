import { declareErrors } from '../../lib/domain-error';

/** The orders' refusals (decision 0068). */
export const orderErrors = declareErrors({
  /** A canceled order cannot leave `canceled`: a product is gone or short. */
  'cannot-reopen': { answer: 'not-allowed' },
  /** An order kept changing under a status or payment change (the message says which). */
  'order-busy': { answer: 'conflict' },
});

export const cannotReopen = (message: string) => orderErrors.create('cannot-reopen', message);

export const orderBusy = (message: string) => orderErrors.create('order-busy', message);
