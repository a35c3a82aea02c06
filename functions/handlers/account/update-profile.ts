import { accountUpdate } from '../../../shared/routes/entries/account-update';
import { messages } from '../../../shared/validation/auth';
import { EmailTaken, getUser, updateUser } from '../../domain/users/users-repo';
import { profileView } from '../../domain/users/user-record';
import { fieldError, unauthorized } from '../../lib/errors';
import { httpHandler } from '../http';
import { success } from '../../lib/responses';

/** A8 PUT /v2/users and /v2/users/: partial update; `phone` and `mobile` are kept in step (contract 7.8). */
export const handler = httpHandler(accountUpdate, async (req) => {
  const changes = req.body;
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
