import { adminUserRow } from '../../../domain/users/admin-user-views';
import { USER_NOT_FOUND, customerById } from '../../../domain/users/customers';
import { profileView } from '../../../domain/users/user-record';
import { httpHandler, numericParam } from '../../http';
import { success } from '../../../lib/responses';

/** GET /v2/users/{n} (contract section 5): one customer, with the list's fields and the profile's. */
export const handler = httpHandler('admin-user-get', async (req) => {
  const user = await customerById(numericParam(req, 'n', USER_NOT_FOUND));
  return success({ data: { ...profileView(user), ...adminUserRow(user) } });
});
