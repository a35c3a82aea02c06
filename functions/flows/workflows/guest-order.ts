import type { OrderRecord } from '../../domain/orders';
import { linkScope, orderInScope } from '../steps/order-scope';

/**
 * The guest order a link opens (issue 32): the order whose current link token this is. A wrong, missing or replaced
 * token and an unknown number are the same 404, so order numbers cannot be probed.
 */
export async function orderOfLink(orderId: number, token: string | undefined): Promise<OrderRecord> {
  return orderInScope(linkScope(token), orderId);
}
