import { adminUserDelete } from '../../../../shared/routes/entries/admin-user-delete';
import { customerById } from '../../../domain/users';
import { deleteUser } from '../../../flows/workflows/delete-account';
import { httpHandler } from '../../http';
import { success } from '../../../lib/responses';

/** DELETE /v2/users/{n} (contract section 5): the customer's account, sessions, cart and wishlist go; orders stay. */
export const handler = httpHandler(adminUserDelete, async (req) => {
  await deleteUser(await customerById(req.params.n));
  return success({ message: 'User deleted successfully.' });
});
