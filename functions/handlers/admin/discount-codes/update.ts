import { adminDiscountCodeUpdate } from '../../../../shared/routes/entries/admin-discount-code-update';
import { codeAnswer, termsOf, updateCodeTerms } from '../../../domain/promotions';
import { httpHandler } from '../../http';
import { success } from '../../../lib/responses';

/** PUT /v2/admin/discount-codes/{code} */
export const handler = httpHandler(adminDiscountCodeUpdate, async (req) => {
  const code = await updateCodeTerms(req.params.code, termsOf(req.body));
  return success({ message: 'Discount code updated successfully.', data: codeAnswer(code) });
});
