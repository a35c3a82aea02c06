import type { Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { signInThroughForm } from '../support/admin-browser';
import { adminToken, api } from '../support/api';
import { browserForThisFile, newShopPage } from '../support/browser';
import { fillBillingDetails } from '../support/billing-form';
import { signedInCustomer } from '../support/customer-browser';
import { fillCart } from '../support/checkout';
import { createTestProduct } from '../support/direct';

const browser = browserForThisFile();

let n = 0;
const uniqueCode = (prefix: string) => `${prefix}${Date.now().toString(36)}${process.pid}${++n}`.toUpperCase();

async function newCode(prefix: string, terms: Record<string, unknown> = {}) {
  const code = uniqueCode(prefix);
  const res = await api('/v2/admin/discount-codes', {
    method: 'POST',
    token: await adminToken(),
    body: { code, type: 'percent', value: 10, ...terms },
  });
  if (res.status !== 201) throw new Error(JSON.stringify(res.body));
  return code;
}

/** The value of one row of the order summary. */
const summaryRow = (scope: Page | Locator, label: string) =>
  scope
    .locator('.cart-summary > div')
    .filter({ hasText: new RegExp(`^${label.replace(/[()]/g, '\\$&')}[−L]`) })
    .locator('dd')
    .textContent();

async function applyCode(scope: Page | Locator, code: string) {
  await scope.getByLabel('Discount code').fill(code);
  await scope.getByRole('button', { name: 'Apply', exact: true }).click();
}

describe('discount codes in the browser (issue 21)', () => {
  it('applies and removes a code in the cart and in checkout, shows each refusal under the field, and places the order with it', async () => {
    const oil = await createTestProduct({ name: 'Movember E2E Oil', price: 2400, discount: 0, stock: 10 });
    const code = await newCode('MOVEMBER');
    const { customer, context, page } = await signedInCustomer(browser(), 'desktop', 'Chamara Silva');
    try {
      await fillCart(customer, [[oil.id, 2]]);
      await page.goto('/cart');
      await page.getByRole('heading', { name: 'Shopping cart' }).waitFor();

      await applyCode(page, 'NOT-A-CODE');
      await page.getByRole('alert').filter({ hasText: 'This code does not exist.' }).waitFor();
      await expect(page.getByLabel('Discount code').getAttribute('aria-invalid')).resolves.toBe('true');

      await applyCode(page, code.toLowerCase());
      await expect.poll(() => summaryRow(page, `Discount (${code})`)).toBe('−LKR 480.00');
      expect(await summaryRow(page, 'Total')).toBe('LKR 4,320.00');
      await page.getByRole('button', { name: 'Remove', exact: true }).click();
      await page.getByLabel('Discount code').waitFor();
      await expect(page.getByText(`Discount (${code})`).count()).resolves.toBe(0);
      expect(await summaryRow(page, 'Total')).toBe('LKR 4,800.00');
      await applyCode(page, code);
      await page.getByText(`Discount (${code})`).waitFor();

      await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
      const form = page.getByRole('form', { name: 'Checkout details' });
      await form.getByLabel('First name *').waitFor();
      await expect.poll(() => summaryRow(form, `Discount (${code})`)).toBe('−LKR 480.00');
      // Step 2 has the same field: Remove and Apply again, without placing the order.
      await form.getByRole('button', { name: 'Remove', exact: true }).click();
      await form.getByLabel('Discount code').fill(code);
      await form.getByLabel('Discount code').press('Enter');
      await form.getByText(`Discount (${code})`).waitFor();
      await fillBillingDetails(form);
      await expect.poll(() => summaryRow(form, 'Shipping')).toBe('LKR 350.00');
      expect(await summaryRow(form, 'Total')).toBe('LKR 4,670.00');

      await form.getByRole('button', { name: 'Pay Now' }).click();
      await page.getByRole('heading', { name: 'Order complete', level: 2 }).waitFor();
      await page.getByText(`Discount (${code})`).waitFor();
      await expect(page.getByText('LKR 4,670.00').isVisible()).resolves.toBe(true);

      await page.goto('/orders');
      await page.getByRole('tab', { name: 'Pending Orders', selected: true }).waitFor();
      await page.getByText(`Discount (${code})`).waitFor();
      await expect(page.getByText('−LKR 480.00').isVisible()).resolves.toBe(true);
    } finally {
      await context.close();
    }
  });

  it('the admin adds, edits and deactivates a code on the DISCOUNT CODES page', async () => {
    const { adminEmail, adminPassword } = inject('shop');
    const code = uniqueCode('FATHERS');
    const { context, page } = await newShopPage(browser(), 'desktop');
    try {
      await signInThroughForm(page, adminEmail, adminPassword, '/admin');
      await page.getByRole('link', { name: 'DISCOUNT CODES' }).click();
      await page.getByText(/^Showing \d+ of \d+ codes$/).waitFor();

      await page.getByRole('button', { name: 'ADD NEW CODE' }).click();
      const add = page.getByRole('dialog', { name: 'Add Discount Code' });
      await add.getByLabel('Code').fill(code);
      await add.getByLabel('Percent (1-100)').fill('15');
      await add.getByLabel('Usage limit (orders, optional)').fill('50');
      await add.getByRole('button', { name: 'ADD' }).click();
      await add.waitFor({ state: 'hidden' });

      await page.getByLabel('Search by code').fill(code);
      const row = page.getByRole('row').filter({ hasText: code });
      await row.getByText('15% off').waitFor();
      await expect(row.getByText('0 / 50').isVisible()).resolves.toBe(true);
      await expect(row.getByText('Active', { exact: true }).isVisible()).resolves.toBe(true);

      await row.getByRole('button', { name: `Edit ${code}` }).click();
      const edit = page.getByRole('dialog', { name: `Edit ${code}` });
      await edit.getByLabel('Percent (1-100)').fill('20');
      await edit.getByRole('button', { name: 'UPDATE' }).click();
      await edit.waitFor({ state: 'hidden' });
      await row.getByText('20% off').waitFor();

      await row.getByRole('button', { name: `Deactivate ${code}` }).click();
      await page.getByRole('button', { name: 'Deactivate', exact: true }).click();
      await page.getByText(`${code} is deactivated.`).waitFor();
      await row.getByText('Inactive', { exact: true }).waitFor();
      const stored = await api(`/v2/admin/discount-codes/${code}`, { token: await adminToken() });
      expect(stored.body.data).toMatchObject({ active: false, type: 'percent', value: 20, usage_limit: 50 });
    } finally {
      await context.close();
    }
  });
});
