import { text } from 'node:stream/consumers';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { staffToken } from '../support/admin';
import { chooseOption, findOrderCard, signInThroughForm } from '../support/admin-browser';
import { api, registerCustomer } from '../support/api';
import { browserForThisFile, newShopPage } from '../support/browser';
import { payNowByCard, standIn } from '../support/card-browser';
import { addToCart, fillCart } from '../support/checkout';
import { signedInCustomer } from '../support/customer-browser';
import { createTestProduct } from '../support/direct';
import { cardCheckout, notifyFor } from '../support/payhere';

const browser = browserForThisFile();

/** A desktop page signed in as the shop's admin, on the order list. */
async function adminOnOrders() {
  const { adminEmail, adminPassword } = inject('shop');
  const { context, page } = await newShopPage(browser(), 'desktop');
  await signInThroughForm(page, adminEmail, adminPassword, '/admin');
  await page.getByRole('link', { name: 'ORDER LIST' }).click();
  await page.waitForURL((url) => url.pathname === '/admin/orders');
  return { context, page };
}

/** Today's date in Colombo, as the export's range picker and the server read days. */
const colomboToday = () => new Date(Date.now() + 5.5 * 3600 * 1000).toISOString().slice(0, 10);

async function pickExportRange(page: Page, from: string, to: string): Promise<void> {
  const first = page.getByPlaceholder('First day');
  await first.click();
  await first.fill(from);
  await first.press('Enter');
  const last = page.getByPlaceholder('Last day');
  await last.fill(to);
  await last.press('Enter');
}

describe('the order whole life in the back-office', () => {
  it('a card order paid with the stand-in shows as paid in the filtered list, and its page shows payment and every change', async () => {
    const shopper = await signedInCustomer(browser(), 'desktop', 'Chamara Silva');
    let orderId: number;
    try {
      const product = await createTestProduct({ name: 'Timeline Browser Oil', price: 1500, discount: 0, stock: 5 });
      await addToCart(shopper.customer, product.id, 1);
      await payNowByCard(shopper.page);
      await standIn(shopper.page).getByRole('button', { name: 'Pay' }).click();
      await shopper.page.getByText('Payment status: Paid.', { exact: false }).waitFor();
      const orderNumber = (await shopper.page.locator('.order-complete__facts dd').first().textContent())!;
      orderId = Number(orderNumber.replace(/\D/g, ''));
    } finally {
      await shopper.context.close();
    }
    const staff = await staffToken();
    expect(
      (await api(`/v2/order/${orderId}`, { method: 'PUT', token: staff.token, body: { status: 'processing' } })).status,
    ).toBe(200);

    const { context, page } = await adminOnOrders();
    try {
      await chooseOption(page, 'Payment method', 'Card (PayHere)');
      // Only the second choice asks for paid orders: waiting from here gives the list its whole time to answer.
      const filtered = page.waitForResponse(
        (r) => r.url().includes('/v2/admin/orders?') && r.url().includes('payment_status=paid'),
      );
      await chooseOption(page, 'Payment status', 'Paid');
      expect((await filtered).status()).toBe(200);
      await page.waitForURL(
        (url) => url.searchParams.get('payment_method') === 'CARD' && url.searchParams.get('payment_status') === 'paid',
      );
      // Pending orders come first, and other test files pay card orders too: this one may be on a later page.
      const card = await findOrderCard(page, orderId);
      await expect(card.locator('.payment-tag').textContent()).resolves.toBe('Paid');
      for (const shown of await page.locator('.order-card .payment-tag').allTextContents()) expect(shown).toBe('Paid');

      await card.getByRole('link', { name: `Order page of order ${orderId}` }).click();
      await page.waitForURL((url) => url.pathname === `/admin/orders/${orderId}`);
      await page.getByRole('heading', { name: `Order ORD-${String(orderId).padStart(6, '0')}`, level: 1 }).waitFor();
      const payment = page.locator('.ant-card', { has: page.getByText('Payment', { exact: true }) });
      await expect(payment.locator('.payment-tag').textContent()).resolves.toBe('Paid');
      await expect(payment.getByText('Card (PayHere)').count()).resolves.toBe(1);
      await expect(payment.getByText('VISA ************4242').count()).resolves.toBe(1);
      await expect(payment.getByText(/^LOCAL\d+$/).count()).resolves.toBe(1);
      await page.getByRole('cell', { name: 'Timeline Browser Oil' }).waitFor();
      await page.getByText('Chamara Silva').first().waitFor();

      const entries = page.locator('.order-timeline__entry');
      await expect(entries.locator('.order-timeline__text').allTextContents()).resolves.toEqual([
        'Order placed',
        expect.stringMatching(/^Paid: PayHere payment LOCAL\d+$/),
        'Status changed from pending to processing',
      ]);
      const by = await entries.locator('.order-timeline__meta').allTextContents();
      expect(by[0]).toMatch(/^by Chamara Silva \(customer\), \d{1,2} \w{3} \d{4}, \d{2}:\d{2}$/);
      expect(by[1]).toMatch(/^by PayHere, /);
      expect(by[2]).toMatch(/^by Nimal Silva \(staff\), /);

      // Back returns to the same filtered list.
      await page.getByRole('button', { name: 'Back to orders' }).click();
      await page.waitForURL(
        (url) => url.pathname === '/admin/orders' && url.searchParams.get('payment_status') === 'paid',
      );
      await card.waitFor();
    } finally {
      await context.close();
    }
  });

  it('an admin exports the orders of a date range as CSV; staff get no export', async () => {
    const product = await createTestProduct({ name: 'Export Browser Balm', price: 800, discount: 0, stock: 5 });
    const customer = await registerCustomer({ name: 'Export Shopper' });
    await fillCart(customer, [[product.id, 2]]);
    const { payhere } = (await cardCheckout(customer)).body;
    await notifyFor(payhere, '2', { payment_id: '320099990001' });
    const today = colomboToday();

    const { context, page } = await adminOnOrders();
    try {
      await expect(page.getByRole('button', { name: 'Export CSV' }).isDisabled()).resolves.toBe(true);
      await pickExportRange(page, today, today);
      const answered = page.waitForResponse((r) => r.url().includes('/v2/admin/orders-export?'));
      const downloaded = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export CSV' }).click();
      const response = await answered;
      expect(response.status()).toBe(200);
      expect(new URL(response.url()).searchParams.get('from')).toBe(today);
      expect(new URL(response.url()).searchParams.get('to')).toBe(today);
      const download = await downloaded;
      expect(download.suggestedFilename()).toBe(`orders-${today}-to-${today}.csv`);
      // Read as a stream: the run's shared Chromium is connected to, and keeps its downloads on its side.
      const csv = await text(await download.createReadStream());
      const lines = csv.trim().split('\r\n');
      expect(lines[0]).toMatch(/^"order_id","order_number","created_at","status","payment_method","payment_status"/);
      const row = lines.find((l) => l.startsWith(`"${payhere.order_id}",`));
      expect(row).toContain('"CARD","paid","320099990001","Kasun Perera"');
      expect(row).toContain('"Export Browser Balm x 2"');
      await page.getByText(`${lines.length - 1} orders exported.`).waitFor();
    } finally {
      await context.close();
    }

    const staff = await staffToken();
    const staffPage = await newShopPage(browser(), 'desktop');
    try {
      await signInThroughForm(staffPage.page, staff.email, staff.password, '/admin/orders');
      await staffPage.page.getByLabel('Payment method', { exact: true }).waitFor();
      await expect(staffPage.page.getByRole('button', { name: 'Export CSV' }).count()).resolves.toBe(0);
    } finally {
      await staffPage.context.close();
    }
  });
});
