import { adminUserCreate } from '../../../../shared/routes/entries/admin-user-create';
import { adminUserRow, profileView } from '../../../domain/users';
import { createCustomer } from '../../../flows/workflows/create-customer';
import { httpHandler } from '../../http';
import { success } from '../../../lib/responses';

/** POST /v2/users (contract section 5): an admin creates a customer with the sign-up rules; the confirmation may be left out. */
export const handler = httpHandler(adminUserCreate, async (req) => {
  const input = req.body;
  const user = await createCustomer(input);
  return success({ message: 'User created successfully.', data: { ...profileView(user), ...adminUserRow(user) } }, 201);
});
