import { staffMessages, type AddStaffInput, type UpdateStaffInput } from '../../../shared/validation/staff';
import { fieldError, notFound } from '../../lib/errors';
import { endAllSessions } from '../auth/sessions';
import { hashPassword } from '../auth/passwords';
import type { UserRecord } from './user-record';
import { EmailTaken, createUser, getUser, updateUser } from './users-repo';
import { notFoundMessages } from '../../../shared/api/not-found';

export const STAFF_NOT_FOUND = notFoundMessages.staff;

/** A staff account by id; any other account (a customer, an admin) is not found here. */
export async function staffById(id: number): Promise<UserRecord> {
  const user = await getUser(id);
  if (!user || user.userType !== 'staff') throw notFound(STAFF_NOT_FOUND);
  return user;
}

const profileOf = (input: AddStaffInput | UpdateStaffInput) => ({
  name: `${input.firstName} ${input.lastName}`,
  first_name: input.firstName,
  last_name: input.lastName,
  mobile: input.mobile,
  phone: input.mobile,
  company: input.company,
  email: input.email,
});

async function emailGuarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof EmailTaken) throw fieldError('email', staffMessages.emailTaken);
    throw error;
  }
}

/** B10: a staff account signs in with its e-mail; its name is first and last name. */
export async function createStaff(input: AddStaffInput): Promise<UserRecord> {
  const passwordHash = await hashPassword(input.password);
  return emailGuarded(() => createUser({ userType: 'staff', passwordHash, ...profileOf(input) }));
}

/** B11: a blank password keeps the old one; a new one ends every session of that member. */
export async function updateStaff(current: UserRecord, input: UpdateStaffInput): Promise<UserRecord> {
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  const updated = await emailGuarded(() => updateUser(current, { ...profileOf(input), ...(passwordHash ? { passwordHash } : {}) }));
  if (passwordHash) await endAllSessions(current.id);
  return updated;
}
