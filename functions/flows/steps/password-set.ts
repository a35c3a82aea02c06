import { clearLoginFailures, endAllSessions } from '../../domain/auth';
import type { UserRecord } from '../../domain/users';

/**
 * What follows every new password, whoever sets it (a reset, the person themselves, an admin for staff): the
 * account's other sessions end, and a sign-in lockout is lifted, since the lockout's message offers a new password
 * as the way back in. `keepSessionId` is the session that made the change, when it stays signed in.
 */
export async function afterPasswordSet(user: UserRecord, keepSessionId?: string): Promise<void> {
  await endAllSessions(user.id, keepSessionId);
  await clearLoginFailures(user.email);
}
