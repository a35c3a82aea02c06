import { declareErrors } from '../../lib/domain-error';

/** The discount codes' refusals (decision 0068). */
export const promotionErrors = declareErrors({
  /** A discount code the shopper may not use now; the message says why, word for word (issue 21). */
  'code-refused': { answer: 'invalid-field', field: 'code' },
  /** The cart's code stopped applying between applying it and checking out: nothing is placed, the shopper decides. */
  'code-stopped-applying': { answer: 'conflict' },
});

export const codeRefused = (message: string) => promotionErrors.create('code-refused', message);

export const codeStoppedApplying = (message: string) => promotionErrors.create('code-stopped-applying', message);
