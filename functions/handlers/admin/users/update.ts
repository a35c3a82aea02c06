import { adminUserUpdate } from '../../../../shared/routes/entries/admin-user-update';
import { adminUserRow, customerById, updateProfile, profileView } from '../../../domain/users';
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
