import { messages } from '../../../shared/validation/auth-messages';
import { declareErrors } from '../../lib/domain-error';

/** The accounts' refusals (decision 0068). */
export const userErrors = declareErrors({
  'email-taken': { answer: 'invalid-field', field: 'email' },
});

export const emailTaken = () => userErrors.create('email-taken', messages.emailTaken);
