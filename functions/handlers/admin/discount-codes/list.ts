import { normalizeCode } from '../../../../shared/rules/discount-codes';
import { adminDiscountCodes } from '../../../../shared/routes/entries/admin-discount-codes';
import { allCodes, codeAnswer } from '../../../domain/promotions';
import { httpHandler } from '../../http';
import { pageNumber, pageOf } from '../../../lib/paging';
import { success } from '../../../lib/responses';

export const CODES_PAGE_SIZE = 10;

/** GET /v2/admin/discount-codes?page=&search=: in code order, searched by code. */
export const handler = httpHandler(adminDiscountCodes, async (req) => {
  const search = normalizeCode(req.query.search ?? '');
  const codes = (await allCodes()).filter((c) => c.code.includes(search));
  const { items, total, ...pagination } = pageOf(codes.map(codeAnswer), pageNumber(req.query.page), CODES_PAGE_SIZE);
  return success({ data: { codes: items, pagination: { ...pagination, totalCodes: total } } });
});
