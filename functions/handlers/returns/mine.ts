import { returnsMine } from '../../../shared/routes/entries/returns-mine';
import { languageField } from '../../domain/catalog';
import { lineNamingFor } from '../../domain/orders';
import { returnsOfCustomer, returnView } from '../../domain/returns';
import { success } from '../../lib/responses';
import { httpHandler } from '../http';

/** GET /v2/user/returns: the customer's own returns, newest first, named as bought for a Sinhala or Tamil page (0112). */
export const handler = httpHandler(returnsMine, async (req) => {
  const returns = await returnsOfCustomer(req.session.userId);
  const naming = lineNamingFor(req.query.lang);
  return success({ ...languageField(req.query.lang), data: returns.map((r) => returnView(r, naming)) });
});
