import { api, registerCustomer, type Customer } from './api';
import { placeOrder, staffToken } from './admin';

let staff: Promise<string> | undefined;
const staffSession = () => (staff ??= staffToken().then((s) => s.token));

/** An order of the customer's holding the products, moved to `status` by staff through the API. */
export async function orderIn(c: Customer, productIds: number[], status = 'delivered'): Promise<number> {
  const order = await placeOrder(
    c,
    productIds.map((id) => [id, 1]),
  );
  const res = await api(`/v2/order/${order.id}`, { method: 'PUT', token: await staffSession(), body: { status } });
  if (res.status !== 200) throw new Error(`status change failed: ${res.status} ${JSON.stringify(res.body)}`);
  return order.id;
}

/** A new customer who received the products (a delivered order holds them). */
export async function customerWhoReceived(productIds: number[], name?: string): Promise<Customer> {
  const c = await registerCustomer(name ? { name } : {});
  await orderIn(c, productIds);
  return c;
}

export const review = (over: Record<string, unknown> = {}) => ({
  rating: 5,
  title: 'Soft beard in a week',
  body: 'Smells of sandalwood and keeps the beard soft all day.',
  ...over,
});

export const postReview = (c: Customer, productId: number, body: Record<string, unknown> = review()) =>
  api(`/v2/product/${productId}/reviews`, { method: 'POST', token: c.token, body });

export const reviewsOf = async (productId: number, query = '') =>
  (await api(`/v2/product/${productId}/reviews${query}`)).body.data;
