import { messages } from '../../../shared/validation/auth';
import { profileUpdateSchema } from '../../../shared/validation/account';
import { EmailTaken, getUser, updateUser } from '../../domain/users/users-repo';
import { profileView } from '../../domain/users/user-record';
import { fieldError, unauthorized } from '../../lib/errors';
import { httpHandler, type AuthedRequest } from '../../lib/http-handler';
import { success } from '../../lib/responses';
import { parseWith } from '../../lib/validate';

/** A8 PUT /v2/users and /v2/users/: partial update; `phone` and `mobile` are kept in step (contract 7.8). */
export const handler = httpHandler<AuthedRequest>('account-update', async (req) => {
  const changes = parseWith(profileUpdateSchema, req.body);
  const phone = changes.phone ?? changes.mobile;
  if (phone !== undefined) Object.assign(changes, { phone, mobile: phone });
  const user = await getUser(req.session.userId);
  if (!user) throw unauthorized();
  try {
    const updated = await updateUser(user, { ...changes, company: changes.company ?? undefined, apartment: changes.apartment ?? undefined });
    return success({ ...profileView(updated), message: 'Profile updated successfully.' });
  } catch (error) {
    if (error instanceof EmailTaken) throw fieldError('email', messages.emailTaken);
    throw error;
  }
});
