import { describe, expect, it } from 'vitest';
import { api, localMail } from '../support/api';
import { browserForThisFile } from '../support/browser';
import { addToCart } from '../support/checkout';
import { createTestProduct } from '../support/direct';
import { signedInCustomer } from '../support/customer-browser';
import { payNowByCard, standIn } from '../support/card-browser';

const browser = browserForThisFile();

describe('card payment with the local PayHere stand-in', () => {
  it('pays from the cart: step 3 and My Orders show it paid, and the confirmation is mailed', async () => {
    const { customer, context, page } = await signedInCustomer(browser(), 'desktop', 'Chamara Silva');
    try {
      const product = await createTestProduct({ name: 'Browser Card Oil', price: 1500, discount: 0, stock: 5 });
      await addToCart(customer, product.id, 2);
      await payNowByCard(page);
      await standIn(page).getByText('LKR 3350.00').waitFor();
      await standIn(page).getByRole('button', { name: 'Pay' }).click();
      await page.getByRole('heading', { name: 'Order complete', level: 2 }).waitFor();
      await page.getByText('Payment status: Paid.', { exact: false }).waitFor();
      const orderNumber = (await page.locator('.order-complete__facts dd').first().textContent())!;

      await page.goto('/orders');
      const group = page.locator('tbody', { hasText: orderNumber });
      await group.getByText('Card payment:').waitFor();
      await expect(group.locator('strong').textContent()).resolves.toBe('Paid');
      await expect(group.getByRole('button', { name: 'Pay now' }).count()).resolves.toBe(0);
      const mail = (await localMail()).find(
        (m) => m.to.includes(customer.email) && m.subject.includes(`${orderNumber} is confirmed`),
      );
      expect(mail?.text).toContain('Total (paid by card): LKR 3,350.00');
      expect(await api(`/v2/product/${product.id}`).then((r) => r.body.data.stock)).toBe(3);
    } finally {
      await context.close();
    }
  });

  it('a declined payment shows failed, and Pay now in My Orders pays it', async () => {
    const { customer, context, page } = await signedInCustomer(browser(), 'desktop', 'Chamara Silva');
    try {
      const product = await createTestProduct({ name: 'Browser Declined Balm', price: 1000, discount: 0, stock: 5 });
      await addToCart(customer, product.id, 1);
      await payNowByCard(page);
      await standIn(page).getByRole('button', { name: 'Decline' }).click();
      await page.getByText('Payment status: Failed.', { exact: false }).waitFor();
      const orderNumber = (await page.locator('.order-complete__facts dd').first().textContent())!;
      expect(
        (await localMail()).some((m) => m.to.includes(customer.email) && m.subject.includes('did not go through')),
      ).toBe(true);

      await page.goto('/orders');
      const group = page.locator('tbody', { hasText: orderNumber });
      await expect.poll(() => group.locator('strong').textContent()).toBe('Payment failed');
      // Closing the window changes nothing.
      await group.getByRole('button', { name: 'Pay now' }).click();
      await standIn(page).getByRole('button', { name: 'Close' }).click();
      await expect.poll(() => group.locator('strong').textContent()).toBe('Payment failed');
      await group.getByRole('button', { name: 'Pay now' }).click();
      await standIn(page).getByRole('button', { name: 'Pay' }).click();
      await expect.poll(() => group.locator('strong').textContent()).toBe('Paid');
    } finally {
      await context.close();
    }
  });
});
