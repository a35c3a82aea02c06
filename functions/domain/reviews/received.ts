import { ordersOfCustomer } from '../orders';

/**
 * Whether a customer received a product: an order of theirs holding it is delivered. One Query of the customer's
 * own orders (a customer has tens, not thousands); no marker to keep in step when an order's status moves.
 */
export async function hasReceived(userId: number, productId: number): Promise<boolean> {
  const orders = await ordersOfCustomer(userId);
  return orders.some((o) => o.status === 'delivered' && o.lines.some((l) => l.productId === productId));
}
