import { randomInt } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { api, localMail, registerCustomer, shopUrl, uniqueEmail } from '../support/api';
import { placeOrder, staffToken } from '../support/admin';
import { signInThroughForm } from '../support/admin-browser';
import { seriousFindings } from '../support/axe';
import { browserForThisFile, newShopPage } from '../support/browser';
import { createTestProduct } from '../support/direct';

/**
 * "Tell me when it's back" on the product page (issue 33, decision 0085): drawn by the server without a shift when the
 * app takes over, axe clean at both widths, a subscriber's form with its success, and the restock's one mail.
 */
const browser = browserForThisFile();
const WIDTHS = ['phone', 'desktop'] as const;
const BUTTON = 'Tell me when it\u2019s back';

describe("Tell me when it's back, in the browser", () => {
  it.each(WIDTHS)('a guest subscribes on a sold-out product and its restock mails them once (%s)', async (size) => {
    const product = await createTestProduct({ stock: 1, name: `Back Soon Oil ${randomInt(1e9)}` });
    const order = await placeOrder(await registerCustomer(), [[product.id, 1]]);
    const { context, page } = await newShopPage(browser(), size);
    try {
      await page.addInitScript(() => {
        const w = window as unknown as { shifts: number };
        w.shifts = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
            if (!entry.hadRecentInput) w.shifts += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      // The server draws the button, so the app taking the page over moves nothing.
      const drawn = async () => (await fetch(`${shopUrl()}/product/${product.id}`)).text();
      await expect.poll(drawn, { timeout: 15_000 }).toContain(BUTTON);
      await page.goto(`/product/${product.id}`);
      const open = page.getByRole('button', { name: BUTTON });
      await open.waitFor();
      expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBeLessThan(0.01);
      expect(await seriousFindings(page)).toEqual([]);

      await open.click();
      await expect(open.getAttribute('aria-expanded')).resolves.toBe('true');
      const email = uniqueEmail('waits');
      await page.getByRole('textbox', { name: 'E-mail' }).fill('not-an-address');
      await page.getByRole('button', { name: 'Notify me' }).click();
      await page.getByText('Please give the e-mail address to tell.').waitFor();
      expect(await seriousFindings(page)).toEqual([]);
      await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
      await page.getByRole('button', { name: 'Notify me' }).click();
      await page.getByText('Thank you. We will tell you once when it is back in stock.').waitFor();
      expect(await seriousFindings(page)).toEqual([]);

      const staff = await staffToken();
      await api(`/v2/order/${order.id}`, { method: 'PUT', token: staff.token, body: { status: 'canceled' } });
      const backInStock = async () =>
        (await localMail()).filter((m) => m.to.includes(email) && m.subject === `${product.name} is back in stock`);
      await expect.poll(async () => (await backInStock()).length, { timeout: 20_000 }).toBe(1);
      expect((await backInStock())[0].text).toContain(`/product/${product.id}`);
    } finally {
      await context.close();
    }
  });

  it.each(WIDTHS)("the dashboard's Low stock card lists a product at its threshold (%s)", async (size) => {
    const product = await createTestProduct({ stock: 2, name: `Low Card Gel ${randomInt(1e9)}` });
    const { adminEmail, adminPassword } = inject('shop');
    const { context, page } = await newShopPage(browser(), size);
    try {
      await signInThroughForm(page, adminEmail, adminPassword, '/admin');
      const card = page.locator('.dashboard__low-stock');
      await card.getByRole('link', { name: product.name }).waitFor();
      expect(await seriousFindings(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
