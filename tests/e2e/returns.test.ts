import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { orderNumber } from '../../shared/rules/orders';
import { api } from '../support/api';
import { staffToken } from '../support/admin';
import { signInThroughForm } from '../support/admin-browser';
import { browserForThisFile, newShopPage } from '../support/browser';
import { stockOf } from '../support/checkout';
import { signedInCustomer } from '../support/customer-browser';
import { createTestProduct } from '../support/direct';
import { eventually } from '../support/drawn-pages';
import { cashOrder } from '../support/returns';

const browser = browserForThisFile();

/** The admin marks a product Final Sale in the back-office product form. */
async function markFinalSale(product: { id: number; name: string }): Promise<void> {
  const { adminEmail, adminPassword } = inject('shop');
  const { context, page } = await newShopPage(browser(), 'desktop');
  try {
    await signInThroughForm(page, adminEmail, adminPassword, '/admin');
    await page.goto(`/admin/products/${product.id}`);
    await expect.poll(() => page.getByLabel('Product name').inputValue()).toBe(product.name);
    const finalSale = page.getByRole('switch', { name: 'Final Sale' });
    await expect.poll(() => finalSale.getAttribute('aria-checked')).toBe('false');
    await finalSale.click();
    await page.getByRole('button', { name: 'SAVE' }).click();
    await page.getByText('Product updated successfully!').waitFor();
  } finally {
    await context.close();
  }
}

/** One order's rows in My Orders (its row group). */
const orderRows = (page: Page, id: number) => page.locator('tbody', { hasText: `Order ${orderNumber(id)}` });

describe('returns', () => {
  it('a customer returns an item from My Orders; staff approve, receive (stock back) and refund it by bank transfer', async () => {
    const product = await createTestProduct({ name: 'Return Browser Oil', stock: 6, price: 2000 });
    const office = await newShopPage(browser(), 'desktop');
    const { customer, context, page } = await signedInCustomer(browser(), 'phone', 'Dilan Jayasinghe');
    try {
      const staff = await staffToken();
      const orderId = await cashOrder(customer, [[product.id, 2]]);
      const stockAfterSale = await stockOf(product.id);

      await page.goto('/orders');
      await page.getByRole('tab', { name: 'Complete orders' }).click();
      await orderRows(page, orderId).getByRole('button', { name: 'Return items' }).click();
      const dialog = page.getByRole('dialog', { name: `Return items of order ${orderNumber(orderId)}` });
      const quantity = dialog.getByLabel('Return Browser Oil');
      await expect(quantity.getAttribute('max')).resolves.toBe('2');
      await quantity.fill('1');
      await dialog.getByRole('button', { name: 'Send return request' }).click();
      // Asked before sending, beside its field; what was chosen stays.
      await dialog.getByRole('group', { name: 'Reason' }).getByText('Please choose a reason.').waitFor();
      await dialog.getByRole('radio', { name: 'Damaged' }).check();
      await dialog.getByLabel('Note (optional)').fill('Cap was cracked');
      await dialog.getByRole('button', { name: 'Send return request' }).click();
      await page.getByText('Your return request has been sent.').waitFor();
      await dialog.waitFor({ state: 'hidden' });

      const mine = (await api('/v2/user/returns', { token: customer.token })).body.data;
      const returnId: number = mine[0].id;
      expect(mine[0]).toMatchObject({ order_id: orderId, status: 'requested', reason: 'damaged' });
      await orderRows(page, orderId).getByText(`Return #${returnId}:`).waitFor();
      await page.getByRole('tab', { name: 'My Returns' }).click();
      const card = page.getByRole('article', { name: `Return #${returnId}` });
      await card.getByText('Return Browser Oil × 1').waitFor();
      await card.getByText('Requested', { exact: true }).waitFor();

      // Staff handle it in the back-office.
      const { page: desk } = office;
      await signInThroughForm(desk, staff.email, staff.password, '/admin/orders');
      await desk.getByRole('link', { name: 'RETURNS' }).click();
      await desk.waitForURL((url) => url.pathname === '/admin/returns');
      // Requested, the work waiting, is the status shown first (antd draws its own look over the radio).
      await desk.getByRole('radio', { name: 'Requested', checked: true }).waitFor({ state: 'attached' });
      await desk.getByRole('link', { name: `Return #${returnId}` }).click();
      await desk.waitForURL((url) => url.pathname === `/admin/returns/${returnId}`);
      await desk.getByText('Cap was cracked').first().waitFor();
      await expect(desk.getByRole('link', { name: `Order #${orderId}` }).count()).resolves.toBe(1);
      await expect(desk.getByRole('button', { name: 'Mark received' }).count()).resolves.toBe(0);

      await desk.getByLabel('Note (optional)').fill('Photo shows the crack');
      await desk.getByRole('button', { name: 'Approve' }).click();
      await desk.getByRole('button', { name: 'Mark received' }).waitFor();
      await desk.getByText('Approved: Photo shows the crack').waitFor();
      await expect(desk.getByRole('button', { name: 'Approve' }).count()).resolves.toBe(0);
      await desk.getByRole('button', { name: 'Mark received' }).click();
      await desk.getByRole('button', { name: 'Refund' }).waitFor();

      // Receiving put the unit back: the product form shows the stock raised by one.
      expect(await stockOf(product.id)).toBe(stockAfterSale + 1);
      await desk.goto(`/admin/products/${product.id}`);
      await expect.poll(() => desk.getByLabel('Stock quantity').inputValue()).toBe(String(stockAfterSale + 1));

      // A cash order's refund needs the bank transfer reference.
      await desk.goto(`/admin/returns/${returnId}`);
      await desk.getByRole('button', { name: 'Refund' }).click();
      await desk.getByText('Please enter the bank transfer reference.').waitFor();
      await desk.getByLabel('Bank transfer reference').fill('BOC-778812');
      await desk.getByRole('button', { name: 'Refund' }).click();
      await desk.locator('.return-tag', { hasText: 'Refunded' }).first().waitFor();
      await desk.getByText('BOC-778812').waitFor();
      await expect(desk.getByRole('button', { name: 'Refund' }).count()).resolves.toBe(0);

      // The order's page lists the return and when it was delivered.
      await desk.getByRole('link', { name: `Order #${orderId}` }).click();
      await desk.waitForURL((url) => url.pathname === `/admin/orders/${orderId}`);
      await desk.getByRole('link', { name: `Return #${returnId}` }).waitFor();
      await desk.getByText(/^Delivered /).waitFor();

      // The customer reads the refund and its reference.
      await page.getByRole('tab', { name: 'Complete orders' }).click();
      await page.getByRole('tab', { name: 'My Returns' }).click();
      await card.getByText('Refunded', { exact: true }).waitFor();
      await card.getByText('BOC-778812').waitFor();
    } finally {
      await context.close();
      await office.context.close();
    }
  }, 240_000);

  it('a product marked Final Sale in the product form says so on its page and in its HTML, and cannot be returned', async () => {
    const kept = await createTestProduct({ name: 'Final Sale Test Comb', stock: 6, price: 900 });
    const finalSale = await createTestProduct({ name: 'Final Sale Test Balm', stock: 6, price: 1500 });
    const { customer, context, page } = await signedInCustomer(browser(), 'desktop', 'Nimal Perera');
    try {
      await markFinalSale(finalSale);
      const drawn = await eventually(`/product/${finalSale.id}`, (p) => p.html.includes('cannot be returned'));
      expect(drawn.html).toContain('Final Sale items cannot be returned.');
      await page.goto(`/product/${finalSale.id}`);
      await page.getByText('Final Sale items cannot be returned.').waitFor();
      await expect(page.locator('.product-tag', { hasText: 'Final Sale' }).count()).resolves.toBe(1);

      const orderId = await cashOrder(customer, [
        [kept.id, 1],
        [finalSale.id, 1],
      ]);
      await page.goto('/orders');
      await page.getByRole('tab', { name: 'Complete orders' }).click();
      await orderRows(page, orderId).getByRole('button', { name: 'Return items' }).click();
      const dialog = page.getByRole('dialog', { name: `Return items of order ${orderNumber(orderId)}` });
      await dialog.getByLabel('Final Sale Test Balm').fill('1');
      await dialog.getByRole('radio', { name: 'Changed my mind' }).check();
      await dialog.getByRole('button', { name: 'Send return request' }).click();
      // The server's refusal shows beside the items, and what was chosen stays.
      await dialog
        .getByRole('group', { name: 'Items to return' })
        .getByText('Final Sale items cannot be returned.')
        .waitFor();
      await expect(dialog.getByLabel('Final Sale Test Balm').inputValue()).resolves.toBe('1');
    } finally {
      await context.close();
    }
  }, 180_000);
});
