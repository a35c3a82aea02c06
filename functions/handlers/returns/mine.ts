import { returnsMine } from '../../../shared/routes/entries/returns-mine';
import { returnsOfCustomer, returnView } from '../../domain/returns';
import { success } from '../../lib/responses';
import { httpHandler } from '../http';

/** GET /v2/user/returns: the customer's own returns, newest first. */
export const handler = httpHandler(returnsMine, async (req) => {
  const returns = await returnsOfCustomer(req.session.userId);
  return success({ data: returns.map(returnView) });
});
