import type { Browser } from 'playwright-core';
import { api, registerCustomer, type Customer } from './api';
import { newShopPage } from './browser';

/** A product of the seeded catalogue with at least `minStock` in stock (other tests buy too, so ask the shop now). */
export async function productInStock(category: string, minStock: number): Promise<{ id: number; name: string; price: number; discount: number; stock: number }> {
  const list = await api('/v2/products/filtered_products', { method: 'POST', body: { category } });
  for (const card of list.body.data as Array<{ id: number }>) {
    const detail = await api(`/v2/product/${card.id}`);
    const p = detail.body.data;
    if (p.stock >= minStock) return { id: p.id, name: p.name, price: Number(p.price), discount: Number(p.discount ?? 0), stock: p.stock };
  }
  throw new Error(`no ${category} product with ${minStock} in stock`);
}

/**
 * A new customer, registered through the API, and a browser page already signed in as them: the session's two
 * storage keys (contract 6.1) are written before the SPA starts, exactly as a sign-in would leave them.
 */
export async function signedInCustomer(browser: Browser, size: 'phone' | 'desktop', name = 'Kasun Perera') {
  const customer: Customer = await registerCustomer({ name });
  const res = await api('/v2/login', { method: 'POST', body: { email: customer.email, password: customer.password } });
  if (res.status !== 200) throw new Error(`login failed: ${res.status}`);
  const token: string = res.body.access_token;
  const { context, page } = await newShopPage(browser, size);
  await context.addInitScript(
    ([t, u]) => {
      if (!sessionStorage.getItem('seeded')) {
        localStorage.setItem('token', t);
        localStorage.setItem('user', u);
        sessionStorage.setItem('seeded', '1');
      }
    },
    [token, JSON.stringify(res.body.user)] as const,
  );
  return { customer: { ...customer, token }, context, page };
}
