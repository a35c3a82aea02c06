import { cartDiscountApply } from '../../../shared/routes/entries/cart-discount-apply';
import { applyCartCode } from '../../flows/workflows/cart-discount';
import { httpHandler } from '../http';
import { success } from '../../lib/responses';

/** POST /v2/cart/discount {code} */
export const handler = httpHandler(cartDiscountApply, async (req) =>
  success({ message: 'Discount code applied', ...(await applyCartCode(req.session.userId, req.body.code)) }),
);
