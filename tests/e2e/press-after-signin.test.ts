import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, registerCustomer, type Customer } from '../support/api';
import { browserForThisFile, newShopPage } from '../support/browser';
import { signedInCustomer } from '../support/customer-browser';
import { createTestProduct } from '../support/direct';

const browser = browserForThisFile();

async function signInOnThePage(page: Page, customer: Customer) {
  const form = page.getByRole('form', { name: 'Sign In' });
  await form.getByLabel('Email').fill(customer.email);
  await form.getByLabel('Password').fill(customer.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

const cartOf = async (customer: Customer, token = customer.token) =>
  ((await api('/v2/cart', { token })).body.data as Array<{ product_id: number; quantity: number }>).map((l) => [
    l.product_id,
    l.quantity,
  ]);

describe('a press that needed a session is made once the shopper has signed in (decision 0046)', () => {
  it('adds to the cart, with the quantity chosen, after a session that ended elsewhere, and only once', async () => {
    const product = await createTestProduct({ name: 'Resumed Beard Balm', stock: 6, price: 1800 });
    const { customer, context, page } = await signedInCustomer(browser(), 'phone', 'Ruwan Jayasuriya');
    try {
      await page.goto(`/product/${product.id}`);
      await page.waitForLoadState('networkidle');
      // Signed out on another device: this token is revoked at once.
      expect((await api('/v2/logout', { method: 'POST', token: customer.token })).status).toBe(200);
      await page.getByRole('button', { name: 'Increase quantity' }).click();
      await page.getByRole('button', { name: 'Add to cart', exact: true }).click();

      await page.waitForURL((url) => url.pathname === '/signin');
      await page.getByText('Your session has ended. Please sign in again.').waitFor();
      await signInOnThePage(page, customer);

      await page.waitForURL((url) => url.pathname === `/product/${product.id}`);
      await page.getByText('Product added to cart successfully!').waitFor();
      const token = (await page.evaluate(() => localStorage.getItem('token')))!;
      expect(await cartOf(customer, token)).toEqual([[product.id, 2]]);

      // Neither a reload nor Back and Forward make it again.
      await page.reload();
      await page.goBack();
      await page.goForward();
      await page.getByRole('heading', { name: product.name }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(await cartOf(customer, token)).toEqual([[product.id, 2]]);
    } finally {
      await context.close();
    }
  });

  it("adds a signed-out shopper's wishlist heart to their wishlist after they sign in", async () => {
    const product = await createTestProduct({ name: 'Resumed Hair Wax', category: 'Hair', stock: 4, price: 1200 });
    const customer = await registerCustomer();
    const { context, page } = await newShopPage(browser(), 'desktop');
    try {
      await page.goto(`/product/${product.id}`);
      await page.getByRole('button', { name: 'Wishlist' }).click();
      await page.waitForURL((url) => url.pathname === '/signin');
      await signInOnThePage(page, customer);

      await page.waitForURL((url) => url.pathname === `/product/${product.id}`);
      await page.getByText('Added to wishlist').waitFor();
      await expect(page.getByRole('button', { name: 'Wishlist' }).getAttribute('aria-pressed')).resolves.toBe('true');
      const token = (await page.evaluate(() => localStorage.getItem('token')))!;
      const wishlist = await api('/v2/wishlist', { token });
      expect(wishlist.body.data.map((w: { product_id: number }) => w.product_id)).toEqual([product.id]);
    } finally {
      await context.close();
    }
  });
});
