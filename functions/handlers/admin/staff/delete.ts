import { adminStaffDelete } from '../../../../shared/routes/entries/admin-staff-delete';
import { staffById } from '../../../domain/users';
import { deleteUser } from '../../../flows/workflows/delete-account';
import { httpHandler } from '../../http';
import { success } from '../../../lib/responses';

/** DELETE /v2/staff/{id} (contract section 5): the account goes and every session of it ends at once. */
export const handler = httpHandler(adminStaffDelete, async (req) => {
  await deleteUser(await staffById(req.params.id));
  return success({ message: 'Staff member deleted successfully.' });
});
