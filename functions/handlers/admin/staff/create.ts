import { addStaffSchema } from '../../../../shared/validation/staff';
import { staffView } from '../../../domain/users/admin-user-views';
import { createStaff } from '../../../domain/users/staff';
import { httpHandler } from '../../http';
import { success } from '../../../lib/responses';
import { parseWith } from '../../../lib/validate';

/** B10 POST /v2/staff: every rule of the staff modal; a taken e-mail (any account) is a 422 on `email`. */
export const handler = httpHandler('admin-staff-create', async (req) => {
  const member = await createStaff(parseWith(addStaffSchema, req.body));
  return success({ message: 'Staff member added successfully.', data: staffView(member) }, 201);
});
