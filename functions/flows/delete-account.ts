import { endAllSessions } from '../domain/auth';
import { releaseEmail, removeAccount, removeAccountData, type UserRecord } from '../domain/users';
import { deleteReviewsOf } from './review-edit';

/**
 * Deletes an account. Its e-mail is freed first (nobody can sign in with it any more, and it may sign up again), then
 * every session ends (its tokens stop working at once), its reviews go (with their share of the figures of products
 * that still exist), then its cart, wishlist and avatar. The account record goes last, so a deletion stopped by a
 * failure is still found and can be run again until it finishes; each step finds its own work done. Orders keep their
 * own copy of the customer.
 */
export async function deleteUser(user: UserRecord): Promise<void> {
  await releaseEmail(user);
  await endAllSessions(user.id);
  await deleteReviewsOf(user.id);
  await removeAccountData(user);
  await removeAccount(user);
}
