import { authLogin } from '../../../shared/routes/entries/auth-login';
import { signIn } from '../../flows/workflows/sign-in';
import { httpHandler } from '../http';
import { success } from '../../lib/responses';

/** A1 POST /v2/login */
export const handler = httpHandler(authLogin, async (req) => {
  const { email, password } = req.body;
  return success(await signIn(email, password));
});
