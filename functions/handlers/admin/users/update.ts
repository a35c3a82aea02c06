import { adminUserUpdate } from '../../../../shared/routes/entries/admin-user-update';
import { messages } from '../../../../shared/validation/auth';
import { adminUserRow } from '../../../domain/users/admin-user-views';
import { customerById } from '../../../domain/users/customers';
import { profileView } from '../../../domain/users/user-record';
import { EmailTaken, updateUser } from '../../../domain/users/users-repo';
import { fieldError } from '../../../lib/errors';
import { httpHandler } from '../../http';
import { success } from '../../../lib/responses';

/** PUT /v2/users/{n} (contract section 5): a partial update of a customer's profile with the profile's rules. */
export const handler = httpHandler(adminUserUpdate, async (req) => {
  const user = await customerById(req.params.n);
  const changes = req.body;
  const phone = changes.phone ?? changes.mobile;
  if (phone !== undefined) Object.assign(changes, { phone, mobile: phone });
  try {
    const updated = await updateUser(user, { ...changes, company: changes.company ?? undefined, apartment: changes.apartment ?? undefined });
    return success({ message: 'User updated successfully.', data: { ...profileView(updated), ...adminUserRow(updated) } });
  } catch (error) {
    if (error instanceof EmailTaken) throw fieldError('email', messages.emailTaken);
    throw error;
  }
});
