import { notFoundMessages } from '../../../../shared/api/not-found';
import { adminReturnGet } from '../../../../shared/routes/entries/admin-return-get';
import { getOrder } from '../../../domain/orders';
import { adminReturnDetail, returnById } from '../../../domain/returns';
import { notFound } from '../../../lib/errors';
import { success } from '../../../lib/responses';
import { httpHandler } from '../../http';

/** GET /v2/admin/returns/{id}: the return with its customer and order (admin and staff). */
export const handler = httpHandler(adminReturnGet, async (req) => {
  const record = await returnById(req.params.id);
  const order = record ? await getOrder(record.orderId) : null;
  if (!record || !order) throw notFound(notFoundMessages.return);
  return success({ data: adminReturnDetail(record, order) });
});
