import { adminStaffCreate } from '../../../../shared/routes/entries/admin-staff-create';
import { staffView } from '../../../domain/users';
import { createStaff } from '../../../flows/workflows/staff';
import { httpHandler } from '../../http';
import { success } from '../../../lib/responses';

/** B10 POST /v2/staff: every rule of the staff modal; a taken e-mail (any account) is a 422 on `email`. */
export const handler = httpHandler(adminStaffCreate, async (req) => {
  const member = await createStaff(req.body);
  return success({ message: 'Staff member added successfully.', data: staffView(member) }, 201);
});
