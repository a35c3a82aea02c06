import { payherePayAgain } from '../../../shared/routes/entries/payhere-pay-again';
import { payableOrder, payhereCard } from '../../domain/payments';
import { httpHandler } from '../http';
import { success } from '../../lib/responses';

/** Another try at paying one's own card order from My Orders, while its window is open: a fresh payment object. */
export const handler = httpHandler(payherePayAgain, async (req) => {
  const order = await payableOrder(payhereCard, req.session.userId, req.params.id);
  return success(await payhereCard.checkoutAnswer(order));
});
