import { deleteUser } from '../../../domain/users/delete-user';
import { STAFF_NOT_FOUND, staffById } from '../../../domain/users/staff';
import { httpHandler, numericParam } from '../../http';
import { success } from '../../../lib/responses';

/** DELETE /v2/staff/{id} (contract section 5): the account goes and every session of it ends at once. */
export const handler = httpHandler('admin-staff-delete', async (req) => {
  await deleteUser(await staffById(numericParam(req, 'id', STAFF_NOT_FOUND)));
  return success({ message: 'Staff member deleted successfully.' });
});
