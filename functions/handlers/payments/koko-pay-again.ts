import { kokoPayAgain } from '../../../shared/routes/entries/koko-pay-again';
import { kokoPayIn3, payableOrder } from '../../domain/payments';
import { httpHandler } from '../http';
import { success } from '../../lib/responses';

/** Another try at paying one's own KOKO order from My Orders, while its window is open: a fresh signed form. */
export const handler = httpHandler(kokoPayAgain, async (req) => {
  const order = await payableOrder(kokoPayIn3, req.session.userId, req.params.id);
  return success(await kokoPayIn3.checkoutAnswer(order));
});
