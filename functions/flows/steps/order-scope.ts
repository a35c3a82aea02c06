import { notFoundMessages } from '../../../shared/api/not-found';
import type { Session } from '../../lib/session';
import { notFound } from '../../domain/shop-errors';
import { getOrder, linkOpens, type OrderActor, type OrderRecord } from '../../domain/orders';
import { actorOf } from './actor';

/**
 * Who acts on one order: its signed-in customer (My Orders), or whoever holds the order's link (issue 32: a guest's
 * `/order/<number>?t=<token>`). The customer's and the link's actions run the same workflows; only this differs.
 */
export type OrderScope = { kind: 'customer'; session: Session } | { kind: 'link'; token: string | undefined };

export const linkScope = (token: string | undefined): OrderScope => ({ kind: 'link', token });

/**
 * The order, if the scope reaches it. Another customer's order, a wrong, missing or replaced token and an unknown
 * number are all the same 404, so order numbers cannot be probed.
 */
export async function orderInScope(scope: OrderScope, orderId: number): Promise<OrderRecord> {
  const order = orderId > 0 ? await getOrder(orderId) : null;
  const reaches = scope.kind === 'customer' ? order?.userId === scope.session.userId : linkOpens(order, scope.token);
  if (!order || !reaches) throw notFound(notFoundMessages.order);
  return order;
}

/** Who the order's and the return's timelines name: the signed-in person, or the guest by the order's name. */
export async function actorInScope(
  scope: OrderScope,
  order: OrderRecord,
): Promise<Extract<OrderActor, { kind: 'user' | 'guest' }>> {
  return scope.kind === 'customer' ? actorOf(scope.session) : { kind: 'guest', name: order.customer.name };
}
