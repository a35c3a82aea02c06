import type { Browser } from 'playwright-core';
import { seedCatalogue } from '../../infra/local/seed/catalogue';
import { api, registerCustomer, type Customer } from './api';
import { newShopPage } from './browser';

export interface ShopProduct {
  id: number;
  name: string;
  price: number;
  discount: number;
  stock: number;
  /** 0 for a product nobody reviewed (its cards draw no stars). */
  rating: number;
  /** The category page that lists it, e.g. '/beard'. */
  categoryPath: string;
}

const SEEDED_NAMES = new Set(seedCatalogue.map((p) => p.name));

/**
 * The first seeded product of a category whose detail passes `test` (other tests buy too, so the shop is asked now).
 * Only the seeded catalogue: a product another test file made is that file's, and its stock counts are exact there
 * (files run side by side).
 */
async function findProduct(category: string, test: (p: ShopProduct) => boolean): Promise<ShopProduct | undefined> {
  const list = await api('/v2/products/filtered_products', { method: 'POST', body: { category } });
  const cards = list.body.data as Array<{ id: number; name: string }>;
  // Other test files add products with repeated names; a test finds its product on screen by name, so skip those.
  const seeded = cards.filter((c) => SEEDED_NAMES.has(c.name) && cards.filter((o) => o.name === c.name).length === 1);
  for (const card of seeded) {
    const p = (await api(`/v2/product/${card.id}`)).body.data;
    const product = {
      id: p.id,
      name: p.name,
      price: Number(p.price),
      discount: Number(p.discount ?? 0),
      stock: p.stock,
      rating: Number(p.rating),
      categoryPath: `/${category.toLowerCase()}`,
    };
    if (test(product)) return product;
  }
  return undefined;
}

/** A product of the seeded catalogue with at least `minStock` in stock. */
export async function productInStock(
  category: string,
  minStock: number,
  test: (p: ShopProduct) => boolean = () => true,
): Promise<ShopProduct> {
  const found = await findProduct(category, (p) => p.stock >= minStock && test(p));
  if (!found) throw new Error(`no ${category} product with ${minStock} in stock`);
  return found;
}

/** A sold-out product of the seeded catalogue (the demo data has one in every run). */
export async function productSoldOut(): Promise<ShopProduct> {
  for (const category of ['Beard', 'Hair', 'Accessories', 'Apparel']) {
    const found = await findProduct(category, (p) => p.stock === 0);
    if (found) return found;
  }
  throw new Error('no sold-out product in the catalogue');
}

/**
 * A new customer, registered through the API, and a browser page already signed in as them: the session's two
 * storage keys (contract 6.1) are written before the SPA starts, exactly as a sign-in would leave them.
 */
export async function signedInCustomer(
  browser: Browser,
  size: 'phone' | 'desktop',
  name = 'Kasun Perera',
  baseURL?: string,
) {
  const customer: Customer = await registerCustomer({ name });
  const res = await api('/v2/login', { method: 'POST', body: { email: customer.email, password: customer.password } });
  if (res.status !== 200) throw new Error(`login failed: ${res.status}`);
  const token: string = res.body.access_token;
  const { context, page } = await newShopPage(browser, size, baseURL);
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
