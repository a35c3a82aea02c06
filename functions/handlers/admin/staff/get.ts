import { adminStaffGet } from '../../../../shared/routes/entries/admin-staff-get';
import { staffView, staffById } from '../../../domain/users';
import { httpHandler } from '../../http';
import { success } from '../../../lib/responses';

/** GET /v2/staff/{id} (contract section 5). */
export const handler = httpHandler(adminStaffGet, async (req) => {
  return success({ data: staffView(await staffById(req.params.id)) });
});
