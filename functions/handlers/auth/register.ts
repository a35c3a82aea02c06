import { authRegister } from '../../../shared/routes/entries/auth-register';
import { register } from '../../flows/workflows/sign-in';
import { httpHandler } from '../http';
import { success } from '../../lib/responses';

/** A3 POST /v2/register: a customer account, signed in at once. */
export const handler = httpHandler(authRegister, async (req) => {
  const input = req.body;
  const body = await register({
    name: input.name,
    email: input.email,
    mobile: input.mobile,
    phone: input.mobile,
    password: input.password,
    offersTicked: input.marketing_consent,
  });
  return success(body, 201);
});
