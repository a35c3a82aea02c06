import { verifyResetCodeSchema } from '../../../shared/validation/auth';
import { checkResetCode } from '../../domain/auth/reset-codes';
import { httpHandler } from '../http';
import { success } from '../../lib/responses';
import { parseWith } from '../../lib/validate';

/** A5 POST /v2/verify-reset-code: a wrong code is a 422. */
export const handler = httpHandler('auth-verify-reset-code', async (req) => {
  const { email, code } = parseWith(verifyResetCodeSchema, req.body);
  await checkResetCode(email, code);
  return success({ message: 'Code verified successfully' });
});
