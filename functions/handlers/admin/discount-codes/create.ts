import { adminDiscountCodeCreate } from '../../../../shared/routes/entries/admin-discount-code-create';
import { codeAnswer, createCode, termsOf } from '../../../domain/promotions';
import { httpHandler } from '../../http';
import { success } from '../../../lib/responses';

/** POST /v2/admin/discount-codes */
export const handler = httpHandler(adminDiscountCodeCreate, async (req) => {
  const code = await createCode(req.body.code, termsOf(req.body));
  return success({ message: 'Discount code created successfully.', data: codeAnswer(code) }, 201);
});
