import { loginSchema } from '../../../shared/validation/auth';
import { signIn } from '../../domain/auth/sign-in';
import { httpHandler } from '../http';
import { success } from '../../lib/responses';
import { parseWith } from '../../lib/validate';

/** A1 POST /v2/login */
export const handler = httpHandler('auth-login', async (req) => {
  const { email, password } = parseWith(loginSchema, req.body);
  return success(await signIn(email, password));
});
