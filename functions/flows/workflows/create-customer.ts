import { hashPassword } from '../../domain/auth';
import { createUser, type UserRecord } from '../../domain/users';

/** POST /v2/users: a customer account made by an admin (it signs in with this password). */
export async function createCustomer(input: {
  name: string;
  email: string;
  mobile: string;
  password: string;
}): Promise<UserRecord> {
  return createUser({
    userType: 'customer',
    name: input.name,
    email: input.email,
    mobile: input.mobile,
    phone: input.mobile,
    passwordHash: await hashPassword(input.password),
  });
}
