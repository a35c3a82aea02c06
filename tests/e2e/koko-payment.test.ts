import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { api, localMail, type Customer } from '../support/api';
import { browserForThisFile } from '../support/browser';
import { addToCart } from '../support/checkout';
import { createTestProduct } from '../support/direct';
import { signedInCustomer } from '../support/customer-browser';
import { payNowWith } from '../support/pay-now-browser';
import { pageText } from '../support/page-texts';

const browser = browserForThisFile();

/** The customer's newest order as My Orders lists it. */
async function newestOrder(customer: Customer): Promise<{ order_id: number; order_number: string }> {
  const lines = (await api('/v2/user/orders?status=pending', { token: customer.token })).body.data;
  return lines.sort((a: { order_id: number }, b: { order_id: number }) => b.order_id - a.order_id)[0];
}

/** KOKO's page (the local stand-in), reached by the browser's own form post from the checkout. */
const onKoko = (page: Page) => page.getByRole('heading', { name: 'KOKO (local stand-in)' }).waitFor();

describe('KOKO, pay in 3, through the local stand-in', () => {
  it('Pay: the browser comes back to Order complete of that order, which says it is paid; My Orders too; the confirmation is mailed', async () => {
    const { customer, context, page } = await signedInCustomer(browser(), 'desktop', 'Chamara Silva');
    try {
      const product = await createTestProduct({ name: 'Browser KOKO Oil', price: 1500, discount: 0, stock: 5 });
      await addToCart(customer, product.id, 2);
      await payNowWith(page, 'Pay in 3 with KOKO');
      await onKoko(page);
      await page.getByText('LKR 3,350.00').waitFor();
      await page.getByRole('button', { name: 'Pay' }).click();
      await page.waitForURL(/\/cart\?complete=\d+$/);
      const { order_id, order_number } = await newestOrder(customer);
      expect(page.url()).toMatch(new RegExp(`/cart\\?complete=${order_id}$`));
      await page.getByRole('heading', { name: 'Order complete', level: 2 }).waitFor();
      await page.getByText(pageText('en', 'payment.KOKO.paid')).waitFor();
      await page.getByText(order_number).waitFor();
      await page.goto('/orders');
      const group = page.locator('tbody', { hasText: order_number });
      await group.getByText('KOKO payment:').waitFor();
      await expect.poll(() => group.locator('strong').textContent()).toBe('Paid');
      await expect(group.getByRole('button', { name: 'Pay with KOKO' }).count()).resolves.toBe(0);
      const mail = (await localMail()).find(
        (m) => m.to.includes(customer.email) && m.subject.includes(`${order_number} is confirmed`),
      );
      expect(mail?.text).toContain('Total (KOKO, pay in 3): LKR 3,350.00');
    } finally {
      await context.close();
    }
  });

  it('Decline: My Orders shows the payment failed, and Pay with KOKO pays it', async () => {
    const { customer, context, page } = await signedInCustomer(browser(), 'phone', 'Chamara Silva');
    try {
      const product = await createTestProduct({ name: 'Browser KOKO Balm', price: 1200, discount: 0, stock: 5 });
      await addToCart(customer, product.id, 1);
      await payNowWith(page, 'Pay in 3 with KOKO');
      await onKoko(page);
      await page.getByRole('button', { name: 'Decline' }).click();
      await page.waitForURL(/\/cart\?complete=\d+$/);
      await page.getByText(pageText('en', 'payment.KOKO.failed', { where: 'account' })).waitFor();
      const { order_number } = await newestOrder(customer);
      await page.goto('/orders');
      const group = page.locator('tbody', { hasText: order_number });
      await expect.poll(() => group.locator('strong').textContent()).toBe('Payment failed');
      await group.getByRole('button', { name: 'Pay with KOKO' }).click();
      await onKoko(page);
      await page.getByRole('button', { name: 'Pay' }).click();
      await page.waitForURL(/\/cart\?complete=\d+$/);
      await page.getByText(pageText('en', 'payment.KOKO.paid')).waitFor();
      await page.goto('/orders');
      await expect
        .poll(() => page.locator('tbody', { hasText: order_number }).locator('strong').textContent())
        .toBe('Paid');
    } finally {
      await context.close();
    }
  });
});
