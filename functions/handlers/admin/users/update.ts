import { adminUserUpdate } from '../../../../shared/routes/entries/admin-user-update';
import { adminUserRow } from '../../../domain/users/admin-user-views';
import { customerById } from '../../../domain/users/customers';
import { updateProfile } from '../../../domain/users/profile-update';
import { profileView } from '../../../domain/users/user-record';
import { httpHandler } from '../../http';
import { success } from '../../../lib/responses';

/** PUT /v2/users/{n} (contract section 5): a partial update of a customer's profile with the profile's rules. */
export const handler = httpHandler(adminUserUpdate, async (req) => {
  const user = await customerById(req.params.n);
  const updated = await updateProfile(user, req.body);
  return success({
    message: 'User updated successfully.',
    data: { ...profileView(updated), ...adminUserRow(updated) },
  });
});
