import { staffView } from '../../../domain/users/admin-user-views';
import { STAFF_NOT_FOUND, staffById } from '../../../domain/users/staff';
import { httpHandler, numericParam } from '../../http';
import { success } from '../../../lib/responses';

/** GET /v2/staff/{id} (contract section 5). */
export const handler = httpHandler('admin-staff-get', async (req) => {
  return success({ data: staffView(await staffById(numericParam(req, 'id', STAFF_NOT_FOUND))) });
});
