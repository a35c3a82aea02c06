import { notFoundMessages } from '../../../shared/api/not-found';
import { claimOrder, getOrder, linkOpens, type OrderRecord } from '../../domain/orders';
import { notFound } from '../../domain/shop-errors';

/**
 * POST /v2/user/orders/claim (issue 32): the signed-in customer adds a guest's order to their account with its
 * link's token, which proves it; a wrong token is the link's 404. An order is claimed once: a second claim, or the
 * losers of racing claims, are the 409.
 */
export async function claimGuestOrder(userId: number, orderId: number, token: string): Promise<OrderRecord> {
  const order = orderId > 0 ? await getOrder(orderId) : null;
  if (!linkOpens(order, token)) throw notFound(notFoundMessages.order);
  return claimOrder(order!, userId);
}
