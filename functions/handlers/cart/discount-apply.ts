import { cartDiscountApply } from '../../../shared/routes/entries/cart-discount-apply';
import { applyCartCode } from '../../flows/workflows/cart-discount';
import { languageField } from '../../domain/catalog';
import { httpHandler } from '../http';
import { success } from '../../lib/responses';

/** POST /v2/cart/discount {code} */
export const handler = httpHandler(cartDiscountApply, async (req) =>
  success({
    ...languageField(req.query.lang),
    message: 'Discount code applied',
    ...(await applyCartCode(req.session.userId, req.body.code, req.query.lang)),
  }),
);
