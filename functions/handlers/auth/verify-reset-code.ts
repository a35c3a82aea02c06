import { authVerifyResetCode } from '../../../shared/routes/entries/auth-verify-reset-code';
import { checkResetCode } from '../../domain/auth';
import { httpHandler } from '../http';
import { success } from '../../lib/responses';

/** A5 POST /v2/verify-reset-code: a wrong code is a 422. */
export const handler = httpHandler(authVerifyResetCode, async (req) => {
  const { email, code } = req.body;
  await checkResetCode(email, code);
  return success({ message: 'Code verified successfully' });
});
