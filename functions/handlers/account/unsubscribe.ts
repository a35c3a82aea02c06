import { unsubscribe as unsubscribeRoute } from '../../../shared/routes/entries/unsubscribe';
import { UNSUBSCRIBE_INVALID, UNSUBSCRIBED_MESSAGES } from '../../../shared/rules/consent';
import { unsubscribe } from '../../domain/messages';
import { badRequest } from '../../lib/errors';
import { success } from '../../lib/responses';
import { log } from '../../lib/log';
import { httpHandler } from '../http';

/** POST /v2/unsubscribe?t=<token>: turns the token's channel off for its person at once; a token not the shop's is 400. */
export const handler = httpHandler(unsubscribeRoute, async (req) => {
  const done = req.query.t ? await unsubscribe(req.query.t) : null;
  if (!done) throw badRequest(UNSUBSCRIBE_INVALID);
  log.info('marketing unsubscribed', { channel: done.channel, ...('userId' in done ? { user_id: done.userId } : {}) });
  return success({ message: UNSUBSCRIBED_MESSAGES[done.channel], data: { channel: done.channel } });
});
