import { adminUserCreate } from '../../../../shared/routes/entries/admin-user-create';
import { hashPassword } from '../../../domain/auth/passwords';
import { adminUserRow } from '../../../domain/users/admin-user-views';
import { profileView } from '../../../domain/users/user-record';
import { createUser } from '../../../domain/users/users-repo';
import { httpHandler } from '../../http';
import { success } from '../../../lib/responses';

/** POST /v2/users (contract section 5): an admin creates a customer with the sign-up rules; the confirmation may be left out. */
export const handler = httpHandler(adminUserCreate, async (req) => {
  const input = req.body;
  const user = await createUser({
    userType: 'customer',
    name: input.name,
    email: input.email,
    mobile: input.mobile,
    phone: input.mobile,
    passwordHash: await hashPassword(input.password),
  });
  return success({ message: 'User created successfully.', data: { ...profileView(user), ...adminUserRow(user) } }, 201);
});
