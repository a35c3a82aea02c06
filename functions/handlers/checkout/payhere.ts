import { CARD_NOT_AVAILABLE } from '../../../shared/validation/checkout';
import { badRequest } from '../../lib/errors';
import { httpHandler } from '../../lib/http-handler';

/** S9 POST /v2/payhere/checkout: card payment does not exist yet, so a clear 4xx (never a 2xx without `payhere`). */
export const handler = httpHandler('checkout-payhere', async () => {
  throw badRequest(CARD_NOT_AVAILABLE);
});
