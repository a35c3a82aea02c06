import { updateStaffSchema } from '../../../../shared/validation/staff';
import { staffView } from '../../../domain/users/admin-user-views';
import { STAFF_NOT_FOUND, staffById, updateStaff } from '../../../domain/users/staff';
import { httpHandler, numericParam } from '../../http';
import { success } from '../../../lib/responses';
import { parseWith } from '../../../lib/validate';

/** B11 PUT /v2/staff/{id}: the same six keys; a blank password keeps the old one, a new one ends their sessions. */
export const handler = httpHandler('admin-staff-update', async (req) => {
  const current = await staffById(numericParam(req, 'id', STAFF_NOT_FOUND));
  const member = await updateStaff(current, parseWith(updateStaffSchema, req.body));
  return success({ message: 'Staff member updated successfully.', data: staffView(member) });
});
