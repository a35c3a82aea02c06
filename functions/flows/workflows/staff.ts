import type { AddStaffInput, UpdateStaffInput } from '../../../shared/validation/staff';
import { hashPassword } from '../../domain/auth';
import { createUser, staffProfile, updateUser, type UserRecord } from '../../domain/users';
import { afterPasswordSet } from '../steps/password-set';

/** B10: a staff account signs in with its e-mail; its name is first and last name. */
export async function createStaff(input: AddStaffInput): Promise<UserRecord> {
  const passwordHash = await hashPassword(input.password);
  return createUser({ userType: 'staff', passwordHash, ...staffProfile(input) });
}

/** B11: a blank password keeps the old one; a new one ends every session of that member and lifts a sign-in lockout. */
export async function updateStaff(current: UserRecord, input: UpdateStaffInput): Promise<UserRecord> {
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  const updated = await updateUser(current, { ...staffProfile(input), ...(passwordHash ? { passwordHash } : {}) });
  if (passwordHash) await afterPasswordSet(updated);
  return updated;
}
