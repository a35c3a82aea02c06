import { endSession } from '../../domain/auth/sessions';
import { httpHandler, type AuthedRequest } from '../http';
import { success } from '../../lib/responses';

/** A2 POST /v2/logout: the token stops working at once. */
export const handler = httpHandler<AuthedRequest>('auth-logout', async (req) => {
  await endSession(req.session.sessionId);
  return success({ message: 'Logged out successfully' });
});
