/** Helpers for tests that fill carts and check out through the HTTP API. */
import { api, type Customer } from './api';
import { billing } from './billing';

export { billing };

/** An S8 body; the client's shipping_rate, tax and discount are nonsense on purpose: the server must ignore them. */
export const codBody = (over: Record<string, unknown> = {}) => ({
  payment_method: 'COD',
  shipping_address: '12 Temple Rd',
  shipping_rate: 1,
  tax: 999,
  discount: 999,
  ...billing,
  ...over,
});

export const checkout = (c: Customer, over: Record<string, unknown> = {}) =>
  api('/v2/checkout', { method: 'POST', token: c.token, body: codBody(over) });

export const addToCart = (c: Customer, productId: number, quantity: number) =>
  api('/v2/cart/add', { method: 'POST', token: c.token, body: { product_id: productId, quantity } });

export async function fillCart(c: Customer, lines: Array<[number, number]>): Promise<void> {
  for (const [productId, quantity] of lines) {
    const res = await addToCart(c, productId, quantity);
    if (res.status !== 200) throw new Error(JSON.stringify(res.body));
  }
}

export async function cartLines(c: Customer): Promise<Array<[number, number]>> {
  const res = await api('/v2/cart', { token: c.token });
  return res.body.data.map((l: { product_id: number; quantity: number }) => [l.product_id, l.quantity]);
}

export async function stockOf(productId: number): Promise<number> {
  return (await api(`/v2/product/${productId}`)).body.data.stock;
}
