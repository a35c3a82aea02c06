import { adminDiscountCodeDelete } from '../../../../shared/routes/entries/admin-discount-code-delete';
import { deleteCode } from '../../../domain/promotions';
import { httpHandler } from '../../http';
import { success } from '../../../lib/responses';

/** DELETE /v2/admin/discount-codes/{code}: a used code is only deactivated. */
export const handler = httpHandler(adminDiscountCodeDelete, async (req) => {
  const done = await deleteCode(req.params.code);
  return success({
    message:
      done === 'deleted'
        ? 'Discount code deleted successfully.'
        : 'Discount code deactivated: orders used it, so it is kept for them.',
  });
});
