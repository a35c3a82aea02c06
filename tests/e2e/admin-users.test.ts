import { describe, expect, inject, it } from 'vitest';
import { chooseOption, signInThroughForm } from '../support/admin-browser';
import { registerCustomer } from '../support/api';
import { browserForThisFile, newShopPage } from '../support/browser';

const browser = browserForThisFile();

describe('back-office lists in the browser', () => {
  it('admin finds a new customer in the user list, and filters the product list by category and search', async () => {
    const customer = await registerCustomer({ name: 'Tharindu Rajapaksha' });
    const { adminEmail, adminPassword } = inject('shop');
    const { context, page } = await newShopPage(browser(), 'phone');
    try {
      await signInThroughForm(page, adminEmail, adminPassword, '/admin');
      await page.goto('/admin/users');
      await page.getByText(/^Showing \d+ of \d+ users$/).waitFor();
      await page.getByLabel('Search by name, email or phone').fill(customer.email);
      await page.getByText('Showing 1 of 1 users').waitFor();
      await expect(page.getByRole('cell', { name: 'Tharindu Rajapaksha', exact: true }).isVisible()).resolves.toBe(
        true,
      );
      await page.getByLabel('Search by name, email or phone').fill(`nobody-${Date.now()}@example.lk`);
      await page.getByText('No users found. Try adjusting your search.').waitFor();

      await page.goto('/admin/products');
      await page.getByText(/^Showing \d+ of \d+ products$/).waitFor();
      const asked = page.waitForRequest(
        (r) => r.url().endsWith('/v2/admin/all_products') && JSON.parse(r.postData() ?? '{}').category === 'HAIR',
      );
      await chooseOption(page, 'Category', 'HAIR');
      const body = JSON.parse((await asked).postData() ?? '{}');
      expect(body).toEqual({ page: 1, category: 'HAIR' });
      // Until the filtered answer is drawn: the unfiltered cards stay on screen while it is on its way.
      const categories = () => page.locator('.admin-product-card__category').allTextContents();
      await expect.poll(async () => new Set(await categories())).toEqual(new Set(['Hair']));
      expect(await categories()).not.toHaveLength(0);
      await page.getByLabel('Search products').fill(`no such product ${Date.now()}`);
      await page.getByText('No products found. Try adjusting your filters.').waitFor();
    } finally {
      await context.close();
    }
  });
});
