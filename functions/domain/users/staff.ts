import type { AddStaffInput, UpdateStaffInput } from '../../../shared/validation/staff';
import { NotFound } from '../errors';
import { endAllSessions } from '../auth/sessions';
import { clearLoginFailures } from '../auth/login-throttle';
import { hashPassword } from '../auth/passwords';
import type { UserRecord } from './user-record';
import { createUser, getUser, updateUser } from './users-repo';
import { notFoundMessages } from '../../../shared/api/not-found';

export const STAFF_NOT_FOUND = notFoundMessages.staff;

/** A staff account by id; any other account (a customer, an admin) is not found here. */
export async function staffById(id: number): Promise<UserRecord> {
  const user = await getUser(id);
  if (!user || user.userType !== 'staff') throw new NotFound(STAFF_NOT_FOUND);
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

/** B10: a staff account signs in with its e-mail; its name is first and last name. */
export async function createStaff(input: AddStaffInput): Promise<UserRecord> {
  const passwordHash = await hashPassword(input.password);
  return createUser({ userType: 'staff', passwordHash, ...profileOf(input) });
}

/** B11: a blank password keeps the old one; a new one ends every session of that member and lifts a sign-in lockout. */
export async function updateStaff(current: UserRecord, input: UpdateStaffInput): Promise<UserRecord> {
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  const updated = await updateUser(current, { ...profileOf(input), ...(passwordHash ? { passwordHash } : {}) });
  if (passwordHash) {
    await endAllSessions(current.id);
    await clearLoginFailures(updated.email);
  }
  return updated;
}
