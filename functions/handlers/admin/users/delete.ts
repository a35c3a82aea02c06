import { USER_NOT_FOUND, customerById } from '../../../domain/users/customers';
import { deleteUser } from '../../../domain/users/delete-user';
import { httpHandler, numericParam } from '../../http';
import { success } from '../../../lib/responses';

/** DELETE /v2/users/{n} (contract section 5): the customer's account, sessions, cart and wishlist go; orders stay. */
export const handler = httpHandler('admin-user-delete', async (req) => {
  await deleteUser(await customerById(numericParam(req, 'n', USER_NOT_FOUND)));
  return success({ message: 'User deleted successfully.' });
});
