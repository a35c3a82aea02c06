import { profileUpdateSchema } from '../../../../shared/validation/account';
import { adminUserRow } from '../../../domain/users/admin-user-views';
import { USER_NOT_FOUND, customerById } from '../../../domain/users/customers';
import { profileView } from '../../../domain/users/user-record';
import { updateProfile } from '../../../domain/users/profile-update';
import { httpHandler, numericParam } from '../../http';
import { success } from '../../../lib/responses';
import { parseWith } from '../../../lib/validate';

/** PUT /v2/users/{n} (contract section 5): a partial update of a customer's profile with the profile's rules. */
export const handler = httpHandler('admin-user-update', async (req) => {
  const user = await customerById(numericParam(req, 'n', USER_NOT_FOUND));
  const changes = parseWith(profileUpdateSchema, req.body);
  const updated = await updateProfile(user, changes);
  return success({ message: 'User updated successfully.', data: { ...profileView(updated), ...adminUserRow(updated) } });
});
