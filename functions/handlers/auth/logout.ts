import { authLogout } from '../../../shared/routes/entries/auth-logout';
import { endSession } from '../../domain/auth';
import { httpHandler } from '../http';
import { success } from '../../lib/responses';

/** A2 POST /v2/logout: the token stops working at once. */
export const handler = httpHandler(authLogout, async (req) => {
  await endSession(req.session.sessionId);
  return success({ message: 'Logged out successfully' });
});
