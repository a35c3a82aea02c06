import { adminUserGet } from '../../../../shared/routes/entries/admin-user-get';
import { adminUserRow, customerById, profileView } from '../../../domain/users';
import { httpHandler } from '../../http';
import { success } from '../../../lib/responses';

/** GET /v2/users/{n} (contract section 5): one customer, with the list's fields and the profile's. */
export const handler = httpHandler(adminUserGet, async (req) => {
  const user = await customerById(req.params.n);
  return success({ data: { ...profileView(user), ...adminUserRow(user) } });
});
