import { adminStaffGet } from '../../../../shared/routes/entries/admin-staff-get';
import { staffView } from '../../../domain/users/admin-user-views';
import { staffById } from '../../../domain/users/staff';
import { httpHandler } from '../../http';
import { success } from '../../../lib/responses';

/** GET /v2/staff/{id} (contract section 5). */
export const handler = httpHandler(adminStaffGet, async (req) => {
  return success({ data: staffView(await staffById(req.params.id)) });
});
