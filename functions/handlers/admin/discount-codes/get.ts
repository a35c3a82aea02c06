import { adminDiscountCodeGet } from '../../../../shared/routes/entries/admin-discount-code-get';
import { codeAnswer, codeOrThrow, codeUseRow, usesOfCode } from '../../../domain/promotions';
import { httpHandler } from '../../http';
import { success } from '../../../lib/responses';

/** GET /v2/admin/discount-codes/{code}: the code and the orders that used it. */
export const handler = httpHandler(adminDiscountCodeGet, async (req) => {
  const [code, uses] = await Promise.all([codeOrThrow(req.params.code), usesOfCode(req.params.code)]);
  return success({ data: { ...codeAnswer(code), orders: uses.map(codeUseRow) } });
});
