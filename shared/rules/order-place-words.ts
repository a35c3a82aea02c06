import { orderPlace } from './guest-orders';

/**
 * Where a customer acts on an order, for a message's words in any language (issue 34): English's phrase as
 * `orderPlace` gives it, and `where` (`guest` or `account`) for an ICU `select` in Sinhala and Tamil.
 */
export function orderPlaceValues(order: { userId?: number }, form: 'in' | 'under' | 'from') {
  return { place: orderPlace(order)[form], where: order.userId === undefined ? 'guest' : 'account' };
}
