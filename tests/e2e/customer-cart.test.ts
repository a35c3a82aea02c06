import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { formatLkr } from '../../shared/rules/money';
import { api, localMail, registerCustomer } from '../support/api';
import { browserForThisFile } from '../support/browser';
import { productInStock, signedInCustomer } from '../support/customer-browser';
import { fillBillingDetails } from '../support/billing-form';
import { cartLines, checkout, fillCart } from '../support/checkout';
import { createTestProduct } from '../support/direct';

const browser = browserForThisFile();

/** The value of one row (Subtotal, Shipping, Total) of the order summary. */
const summaryRow = (scope: Page | Locator, label: string) =>
  scope
    .locator('.cart-summary > div')
    .filter({ hasText: new RegExp(`^${label}LKR`) })
    .locator('dd')
    .textContent();

describe('cart and cash-on-delivery checkout in the browser', () => {
  it('changes a quantity, checks out to Kandy (shipping 350), completes the order, lists it as pending and mails it', async () => {
    const { customer, context, page } = await signedInCustomer(browser(), 'desktop', 'Chamara Silva');
    try {
      const product = await productInStock('Beard', 5);
      // Browse: the category page, the product's card, its page, Add to cart; then CART in the navigation.
      await page.goto(product.categoryPath);
      // By its address: other test files add products with the same names to this category.
      await page.locator(`a[href="/product/${product.id}"]`).first().click();
      await page.waitForURL((url) => url.pathname === `/product/${product.id}`);
      await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
      await page.getByText('Product added to cart successfully!').waitFor();
      const cartLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'CART' });
      // The navigation counts the units in the cart.
      await cartLink.getByText('1', { exact: true }).waitFor();
      await cartLink.click();
      await page.getByRole('heading', { name: 'Shopping cart' }).waitFor();
      const line = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: product.name }) });
      await line.waitFor();
      await expect(line.getByText(formatLkr(product.price), { exact: true }).isVisible()).resolves.toBe(true);

      await line.getByRole('button', { name: 'Increase quantity' }).click();
      await line.locator('output', { hasText: '2' }).waitFor();
      await cartLink.getByText('2', { exact: true }).waitFor();
      const cart = await api('/v2/cart', { token: customer.token });
      expect(cart.body.data[0].quantity).toBe(2);
      // The summary shows the server's figures: the goods after their discount, which are the total without a code.
      const goods = product.price * 2 - (product.price * product.discount * 2) / 100;
      expect(cart.body.total_amount).toBeCloseTo(goods, 2);
      await expect.poll(() => summaryRow(page, 'Subtotal')).toBe(formatLkr(goods));
      expect(await summaryRow(page, 'Total')).toBe(formatLkr(goods));

      await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
      await page.getByRole('heading', { name: 'Checkout details', level: 1 }).waitFor();
      // The browser's Back returns to the list, Forward to the checkout details.
      await page.goBack();
      await page.getByRole('heading', { name: 'Shopping cart', level: 1 }).waitFor();
      await page.goForward();
      await page.getByRole('heading', { name: 'Checkout details', level: 1 }).waitFor();
      const form = page.getByRole('form', { name: 'Checkout details' });
      await form.getByLabel('First name *').waitFor();

      // Nothing filled in: SPEC's toast and messages, no order.
      await form.getByRole('button', { name: 'Pay Now' }).click();
      await page.getByText('Please fill in all required billing information.').waitFor();
      await expect(form.getByText('First name is required.').isVisible()).resolves.toBe(true);
      await expect(form.getByText('Street address is required.').isVisible()).resolves.toBe(true);

      // Cash on Delivery is the first choice; Card is offered beside it (paid in tests/e2e/card-payment.test.ts).
      await expect(form.getByLabel('Cash on Delivery').isChecked()).resolves.toBe(true);
      await expect(form.getByLabel('Card number').isDisabled()).resolves.toBe(true);

      await fillBillingDetails(form);
      await form.getByLabel('Save my information for a faster checkout').check();

      await expect.poll(() => summaryRow(form, 'Shipping')).toBe('LKR 350.00');
      expect(await summaryRow(form, 'Total')).toBe(formatLkr(goods + 350));
      await expect(form.getByText(/^Arrives by [A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}$/).isVisible()).resolves.toBe(true);

      await form.getByRole('button', { name: 'Pay Now' }).click();
      await page.getByRole('heading', { name: 'Order complete', level: 2 }).waitFor();
      await expect(cartLink.locator('.nav__badge').count()).resolves.toBe(0);
      await page.getByText('Order placed successfully!').waitFor();
      await page.getByText('Your information has been saved successfully.').waitFor();
      const orderNumber = (await page.locator('.order-complete__facts dd').first().textContent())!;
      expect(orderNumber).toMatch(/^ORD-\d{6}$/);

      // The details were saved with the order (Save my information).
      const profile = await api('/v2/user/', { token: customer.token });
      expect(profile.body).toMatchObject({ first_name: 'Chamara', city: 'Kandy', phone: '0771234567' });

      // Go to shopping: step 1 again, with the now empty cart.
      await page.getByRole('button', { name: 'Go to shopping' }).click();
      await page.getByText('Your cart is empty.').waitFor();

      await page.goto('/orders');
      await page.getByRole('tab', { name: 'Pending Orders', selected: true }).waitFor();
      const group = page.locator('tbody', { hasText: orderNumber });
      await group.getByText(product.name).waitFor();
      await expect(group.getByText(formatLkr(goods), { exact: true }).isVisible()).resolves.toBe(true);

      const mail = (await localMail()).find((m) => m.to.includes(customer.email) && m.text.includes(orderNumber));
      expect(mail).toBeDefined();
      expect(mail!.text).toContain('Shipping: LKR 350.00');
      expect(mail!.text).toContain('21 Peradeniya Road');
    } finally {
      await context.close();
    }
  });

  it('flags a line that another shopper has left short before checkout, and one "-" brings it down to what is left', async () => {
    const product = await createTestProduct({
      name: 'Short Stock Conditioner',
      category: 'Hair',
      stock: 12,
      price: 1450,
    });
    const { customer, context, page } = await signedInCustomer(browser(), 'phone', 'Nimal Fernando');
    try {
      await fillCart(customer, [[product.id, 12]]);
      // Someone else buys 4 while this cart holds all 12.
      const other = await registerCustomer();
      await fillCart(other, [[product.id, 4]]);
      expect((await checkout(other)).status).toBe(201);

      await page.goto('/cart');
      const line = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: product.name }) });
      await line.getByText('Only (8 available)').waitFor();
      await expect(line.getByRole('button', { name: 'Increase quantity' }).isDisabled()).resolves.toBe(true);

      await line.getByRole('button', { name: 'Decrease quantity' }).click();
      await line.locator('output', { hasText: /^8$/ }).waitFor();
      await expect.poll(async () => (await cartLines(customer))[0]).toEqual([product.id, 8]);
      // Now within the stock: the note is gone (more than 5 left) and no refusal was shown.
      await line.getByText('Only (8 available)').waitFor({ state: 'detached' });
      await expect(page.getByText(/Not enough stock|Failed to update cart/).count()).resolves.toBe(0);
    } finally {
      await context.close();
    }
  });
});
