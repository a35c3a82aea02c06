import { orderQueueRank } from '../../../../../shared/rules/orders';
import { queryAll } from '../../../../lib/query-all';
import { indexQuery } from '../../../../lib/table';
import { orderKeys, toOrder, type OrderRecord } from '../../../orders';
import { unconfirmedExpiryOf } from './cod-confirmation';

/** Pending cash orders still awaiting their confirmation whose window has closed (issue 31). */
export async function unconfirmedOverdueOrders(now: Date): Promise<OrderRecord[]> {
  const query = indexQuery('GSI2', orderKeys.ordersIndex, {
    beginsWith: orderKeys.ordersOfRank(orderQueueRank('pending')),
  });
  const items = await queryAll({
    ...query,
    FilterExpression: 'codConfirmation = :awaiting AND codConfirm.deadline <= :now',
    ExpressionAttributeValues: {
      ...query.ExpressionAttributeValues,
      ':awaiting': 'awaiting',
      ':now': now.toISOString(),
    },
  });
  return items.map(toOrder).filter((o) => unconfirmedExpiryOf(o, now) !== null);
}
