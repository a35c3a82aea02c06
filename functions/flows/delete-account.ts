import { endAllSessions } from '../domain/auth';
import { removeAccount, removeAccountData, type UserRecord } from '../domain/users';
import { deleteReviewsOf } from './review-edit';

/**
 * Deletes an account: the user and its e-mail guard together (the e-mail is free again), then every session (its
 * tokens stop working at once), its cart and wishlist, its avatar and its reviews (with their products' figures).
 * Orders keep their own copy of the customer.
 */
export async function deleteUser(user: UserRecord): Promise<void> {
  await removeAccount(user);
  await endAllSessions(user.id);
  await removeAccountData(user);
  await deleteReviewsOf(user.id);
}
