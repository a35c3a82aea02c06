import { notFoundMessages } from '../../../shared/api/not-found';
import { getOrder, linkOpens, type OrderRecord } from '../../domain/orders';
import { notFound } from '../../domain/shop-errors';

/**
 * The guest order a link opens (issue 32): the order whose current link token this is. A wrong, missing or replaced
 * token and an unknown number are the same 404, so order numbers cannot be probed.
 */
export async function orderOfLink(orderId: number, token: string | undefined): Promise<OrderRecord> {
  const order = orderId > 0 ? await getOrder(orderId) : null;
  if (!linkOpens(order, token)) throw notFound(notFoundMessages.order);
  return order!;
}
