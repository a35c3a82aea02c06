import type { AccountUpdate } from '../../../shared/validation/account';
import type { UserRecord } from './user-record';
import { updateUser } from './users-repo';

/**
 * A8 and the admin's edit of a customer: a partial update of the profile (A8's may set the account's language). `phone` and `mobile` are one number kept
 * in step (contract 7.8), and an emptied optional field is removed. A taken e-mail fails as `email-taken`.
 */
export function updateProfile(user: UserRecord, changes: AccountUpdate): Promise<UserRecord> {
  const phone = changes.phone ?? changes.mobile;
  return updateUser(user, {
    ...changes,
    ...(phone !== undefined ? { phone, mobile: phone } : {}),
    company: changes.company ?? undefined,
    apartment: changes.apartment ?? undefined,
  });
}
