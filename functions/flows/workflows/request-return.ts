import { returnMessages } from '../../../shared/rules/returns';
import type { CreateReturnInput } from '../../../shared/validation/returns';
import { config } from '../../lib/config';
import { retryOnLostRace } from '../../lib/retry-on-lost-race';
import { commitTransaction } from '../../lib/transaction';
import { refusedValue, shopBusy } from '../../domain/shop-errors';
import { nextId } from '../../domain/ids';
import { orderEventsAction } from '../../domain/orders';
import {
  assertReturnable,
  newReturn,
  newReturnActions,
  returnIds,
  returnItems,
  returnsOfOrder,
  type ReturnRecord,
} from '../../domain/returns';
import { actorInScope, orderInScope, type OrderScope } from '../steps/order-scope';
import { paidForOrder } from '../steps/return-paid';
import { notifyReturnStep } from '../steps/return-notices';

const notReturnable = () => refusedValue('order', returnMessages.notReturnable);

/**
 * A customer asks to return items of their own delivered order, inside the return window (issue 22), or a guest
 * through the order's link (issue 32); anyone else's order is a 404. The items are
 * checked against what the order holds less the earlier returns that were not rejected, and written with a
 * condition on the order's count of returns, so two requests at once cannot both take the same units. The order's
 * timeline records it and the customer is mailed.
 */
export async function requestReturn(
  scope: OrderScope,
  orderId: number,
  input: CreateReturnInput,
): Promise<ReturnRecord> {
  const order = await orderInScope(scope, orderId);
  assertReturnable(order, config().RETURN_WINDOW_DAYS, new Date());
  const [{ paid, products }, by] = await Promise.all([paidForOrder(order), actorInScope(scope, order)]);
  const finalSale = new Set([...products.values()].filter((p) => p.finalSale).map((p) => p.id));
  const id = await nextId(returnIds);
  const request = async () => {
    const { returns, made } = await returnsOfOrder(orderId);
    const items = returnItems(order, input.items, returns, paid, finalSale);
    const at = new Date().toISOString();
    const { record, event } = newReturn({ id, order, items, input, by, at });
    // Only while the order is still delivered: a cancel (or any move) racing the request makes it not returnable.
    const stillDelivered = { is: 'delivered' as const, otherwise: notReturnable };
    await commitTransaction([...newReturnActions(record, made), orderEventsAction(orderId, [event], stillDelivered)]);
    return record;
  };
  const record = await retryOnLostRace(request, { whenExhausted: () => shopBusy() });
  await notifyReturnStep(order, record);
  return record;
}
