import type { AddStaffInput, UpdateStaffInput } from '../../../shared/validation/staff';
import { notFound } from '../shop-errors';
import type { UserRecord } from './user-record';
import { getUser } from './users-repo';
import { notFoundMessages } from '../../../shared/api/not-found';

export const STAFF_NOT_FOUND = notFoundMessages.staff;

/** A staff account by id; any other account (a customer, an admin) is not found here. */
export async function staffById(id: number): Promise<UserRecord> {
  const user = await getUser(id);
  if (!user || user.userType !== 'staff') throw notFound(STAFF_NOT_FOUND);
  return user;
}

/** The profile fields of a staff account, from the back-office form. */
export const staffProfile = (input: AddStaffInput | UpdateStaffInput) => ({
  name: `${input.firstName} ${input.lastName}`,
  first_name: input.firstName,
  last_name: input.lastName,
  mobile: input.mobile,
  phone: input.mobile,
  company: input.company,
  email: input.email,
});
