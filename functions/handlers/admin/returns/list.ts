import { adminReturns } from '../../../../shared/routes/entries/admin-returns';
import { adminReturnsPage } from '../../../domain/returns';
import { pageNumber } from '../../../lib/paging';
import { success } from '../../../lib/responses';
import { httpHandler } from '../../http';

/** GET /v2/admin/returns?status=&page= (admin and staff). */
export const handler = httpHandler(adminReturns, async (req) =>
  success({ data: await adminReturnsPage(req.query.status, pageNumber(req.query.page)) }),
);
