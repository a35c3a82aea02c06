import { describe, expect, it } from 'vitest';
import { placeOrder, staffToken } from '../support/admin';
import { chooseOption, findOrderCard, findOrderHistoryRow, signInThroughForm } from '../support/admin-browser';
import { api, localMail } from '../support/api';
import { browserForThisFile, newShopPage } from '../support/browser';
import { productInStock, signedInCustomer } from '../support/customer-browser';

const browser = browserForThisFile();

describe('back-office orders in the browser', () => {
  it('staff moves a new order to shipped with its tracking (the customer is told and still sees it pending), then to delivered (history, complete orders, the Track link)', async () => {
    const shopper = await signedInCustomer(browser(), 'phone', 'Chamara Jayasinghe');
    const product = await productInStock('Hair', 2);
    const order = await placeOrder(shopper.customer, [[product.id, 1]]);
    const staff = await staffToken();
    const { context, page } = await newShopPage(browser(), 'desktop');
    try {
      await signInThroughForm(page, staff.email, staff.password, '/admin/orders');
      const card = await findOrderCard(page, order.id);
      await expect(card.locator('.order-badge').textContent()).resolves.toBe('pending');
      await expect(card.getByText('Kasun Perera').first().isVisible()).resolves.toBe(true);

      // View More shows its products; Back hides them.
      await card.getByRole('button', { name: 'View More' }).click();
      await card.getByRole('cell', { name: product.name }).waitFor();
      await card.getByRole('button', { name: 'Back' }).click();
      await expect(card.getByRole('cell', { name: product.name }).count()).resolves.toBe(0);

      // Shipping asks for the courier and the tracking number (issue 22).
      await card.getByRole('button', { name: `Change the status of order ${order.id}` }).click();
      await page.getByRole('menuitem', { name: 'shipped' }).click();
      const dialog = page.getByRole('dialog', { name: `Ship order #${order.id}` });
      await chooseOption(page, 'Courier', 'Domex', dialog);
      await dialog.getByRole('textbox', { name: 'Tracking number' }).fill('DX-2026-77');
      const updated = page.waitForResponse(
        (r) => r.url().endsWith(`/v2/order/${order.id}`) && r.request().method() === 'PUT',
      );
      await dialog.getByRole('button', { name: 'Mark as shipped' }).click();
      expect((await updated).status()).toBe(200);
      await expect.poll(() => card.locator('.order-badge').textContent()).toBe('shipped');
      await card.getByText('Domex · DX-2026-77').waitFor();

      // Choosing the current status again sends nothing.
      let again = 0;
      page.on('request', (r) => {
        if (r.url().endsWith(`/v2/order/${order.id}`)) again += 1;
      });
      await card.getByRole('button', { name: `Change the status of order ${order.id}` }).click();
      await page.getByRole('menuitem', { name: 'shipped' }).click();
      // The menu decides in its press handler, before it closes: once it is gone, any request would have left.
      await page.getByRole('menuitem', { name: 'shipped' }).waitFor({ state: 'hidden' });
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(done)));
      expect(again).toBe(0);
    } finally {
      await context.close();
    }

    const pending = await api('/v2/user/orders?status=pending', { token: shopper.customer.token });
    expect(pending.body.data.some((line: { order_id: number }) => line.order_id === order.id)).toBe(true);
    const mails = await localMail();
    expect(mails.some((m) => m.to.includes(shopper.customer.email) && /on its way/.test(m.subject))).toBe(true);

    // Delivered, it moves to the order history (finished orders).
    const again = await newShopPage(browser(), 'phone');
    try {
      await signInThroughForm(again.page, staff.email, staff.password, '/admin/orders');
      const card = await findOrderCard(again.page, order.id);
      await card.getByRole('button', { name: `Change the status of order ${order.id}` }).click();
      await again.page.getByRole('menuitem', { name: 'delivered' }).click();
      await expect.poll(() => card.locator('.order-badge').textContent()).toBe('delivered');
      await again.page.getByRole('link', { name: 'ORDER HISTORY' }).click();
      const row = await findOrderHistoryRow(again.page, order.id);
      await expect(row.locator('.order-badge').textContent()).resolves.toBe('delivered');
      await expect(row.getByRole('button', { name: `View order ${order.id}` }).isVisible()).resolves.toBe(true);
    } finally {
      await again.context.close();
    }

    // The customer's own Orders page lists it (now under Complete orders).
    const complete = await api('/v2/user/orders?status=complete', { token: shopper.customer.token });
    expect(complete.body.data.some((line: { order_id: number }) => line.order_id === order.id)).toBe(true);
    try {
      await shopper.page.goto('/orders');
      await shopper.page.getByRole('tab', { name: 'Complete orders' }).click();
      await shopper.page.getByText(product.name).first().waitFor();
      await shopper.page.getByText('Domex · DX-2026-77').waitFor();
      const track = shopper.page.getByRole('link', { name: 'Track the parcel with Domex (opens in a new tab)' });
      await expect(track.getAttribute('href')).resolves.toBe('https://domex.lk/Order-Details.php?wbno=DX-2026-77');
      await expect(track.getAttribute('target')).resolves.toBe('_blank');
    } finally {
      await shopper.context.close();
    }
  });
});
