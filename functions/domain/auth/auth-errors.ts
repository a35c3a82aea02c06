import { declareErrors } from '../../lib/domain-error';

/** Sign-in's and password reset's refusals (decision 0068). */
export const authErrors = declareErrors({
  'invalid-credentials': { answer: 'unauthenticated' },
  /** A password-reset code that is wrong, expired or used up. */
  'reset-code-refused': { answer: 'invalid-field', field: 'code' },
});

export const invalidCredentials = () => authErrors.create('invalid-credentials', 'Invalid email or password.');

export const resetCodeRefused = (message: string) => authErrors.create('reset-code-refused', message);
