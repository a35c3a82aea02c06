import { profileUpdateSchema } from '../../../../shared/validation/account';
import { messages } from '../../../../shared/validation/auth';
import { adminUserRow } from '../../../domain/users/admin-user-views';
import { USER_NOT_FOUND, customerById } from '../../../domain/users/customers';
import { profileView } from '../../../domain/users/user-record';
import { EmailTaken, updateUser } from '../../../domain/users/users-repo';
import { fieldError } from '../../../lib/errors';
import { httpHandler, numericParam } from '../../../lib/http-handler';
import { success } from '../../../lib/responses';
import { parseWith } from '../../../lib/validate';

/** PUT /v2/users/{n} (contract section 5): a partial update of a customer's profile with the profile's rules. */
export const handler = httpHandler('admin-user-update', async (req) => {
  const user = await customerById(numericParam(req, 'n', USER_NOT_FOUND));
  const changes = parseWith(profileUpdateSchema, req.body);
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
