import { hashPassword } from '../../domain/auth';
import { createUser, findUserByEmail } from '../../domain/users';

/** Makes sure an admin account exists for this e-mail; an existing account is left as it is. */
export async function ensureAdmin(email: string, password: string, name = 'Shop Admin'): Promise<'created' | 'exists'> {
  if (await findUserByEmail(email)) return 'exists';
  await createUser({ userType: 'admin', email, name, passwordHash: await hashPassword(password) });
  return 'created';
}
