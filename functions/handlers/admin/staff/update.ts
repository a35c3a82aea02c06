import { adminStaffUpdate } from '../../../../shared/routes/entries/admin-staff-update';
import { staffById, staffView } from '../../../domain/users';
import { updateStaff } from '../../../flows/workflows/staff';
import { httpHandler } from '../../http';
import { success } from '../../../lib/responses';

/** B11 PUT /v2/staff/{id}: the same six keys; a blank password keeps the old one, a new one ends their sessions. */
export const handler = httpHandler(adminStaffUpdate, async (req) => {
  const current = await staffById(req.params.id);
  const member = await updateStaff(current, req.body);
  return success({ message: 'Staff member updated successfully.', data: staffView(member) });
});
