import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { localSms, shopUrl } from '../support/api';
import { seriousFindings } from '../support/axe';
import { fillBillingDetails } from '../support/billing-form';
import { browserForThisFile, newShopPage } from '../support/browser';
import { productInStock } from '../support/customer-browser';

const browser = browserForThisFile();

/** A mobile of this test's own, as typed at checkout, and the E.164 the stand-in files the SMS under. */
function freshMobile() {
  const digits = String(randomInt(1_000_000, 10_000_000));
  return { typed: `078${digits}`, e164: `+9478${digits}` };
}

/** The texts sent to one phone, newest last, once at least `count` have arrived. */
async function textsTo(e164: string, count: number): Promise<string[]> {
  let texts: string[] = [];
  await expect
    .poll(async () => {
      texts = (await localSms()).filter((m) => m.to === e164).map((m) => m.text);
      return texts.length;
    })
    .toBeGreaterThanOrEqual(count);
  return texts;
}

const pathIn = (text: string, pattern: RegExp) => {
  const found = pattern.exec(text)?.[1];
  if (!found) throw new Error(`${pattern} not in ${text}`);
  return found;
};

describe('buying without an account (issue 32)', () => {
  it('a guest buys by cash from a phone, confirms from the SMS link, and later finds the order by number and phone', async () => {
    const product = await productInStock('Beard', 3);
    const phone = freshMobile();
    const { context, page } = await newShopPage(browser(), 'phone');
    let orderNumber: string;
    try {
      // Signed out: Add to cart keeps the line in the browser, and the cart opens and shows the server's figures.
      await page.goto(`/product/${product.id}`);
      await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
      await page.getByText('Product added to cart successfully!').waitFor();
      await page.goto('/cart');
      await page.getByRole('heading', { name: 'Shopping cart' }).waitFor();
      await page.getByRole('heading', { name: product.name }).waitFor();
      expect(await seriousFindings(page)).toEqual([]);
      await page.getByRole('button', { name: 'Proceed to Checkout' }).click();

      // Continue as guest comes before Sign in.
      const choice = page.getByRole('region', { name: 'How would you like to check out?' });
      await choice.waitFor();
      const labels = await choice.locator('a, button').allTextContents();
      expect(labels.map((l) => l.trim())).toEqual(['Continue as guest', 'Sign in']);
      expect(await seriousFindings(page)).toEqual([]);
      await choice.getByRole('button', { name: 'Continue as guest' }).click();

      const form = page.getByRole('form', { name: 'Checkout details' });
      await form.getByLabel('Email address *').fill(`guest-${phone.typed}@example.com`);
      await fillBillingDetails(form);
      await form.getByLabel('Phone *').fill(phone.typed);
      expect(await form.getByLabel('Send me offers and reminders').isChecked()).toBe(false);
      expect(await form.getByRole('radio', { name: 'Cash on Delivery' }).isChecked()).toBe(true);
      expect(await seriousFindings(page)).toEqual([]);
      await form.getByRole('button', { name: 'Pay Now' }).click();

      await page.getByRole('heading', { name: 'Order complete', level: 2 }).waitFor();
      const link = page.getByRole('link', { name: /\/order\// });
      const shown = (await link.textContent()) ?? '';
      orderNumber = pathIn(shown, /\/order\/([^?]+)\?t=/);
      expect(await seriousFindings(page)).toEqual([]);
    } finally {
      await context.close();
    }

    // The SMS link confirms the cash order, from another browser.
    const confirmLink = pathIn((await textsTo(phone.e164, 1)).join('\n'), /https?:\/\/\S+?(\/confirm\/[A-Za-z0-9_-]+)/);
    const later = await newShopPage(browser(), 'phone');
    try {
      await later.page.goto(confirmLink);
      await later.page.getByRole('button', { name: 'Confirm my order' }).click();
      await later.page.getByText('Thank you. Your order is confirmed and we are preparing it.').waitFor();

      // Later, without the link: Find my order from the footer, a code by SMS, then the order.
      await later.page.goto('/');
      await later.page.getByRole('contentinfo').getByRole('link', { name: 'Find my order' }).click();
      await later.page.getByRole('heading', { name: 'Find my order' }).waitFor();
      expect(await seriousFindings(later.page)).toEqual([]);
      await later.page.getByLabel('Order number *').fill(orderNumber);
      await later.page.getByLabel('Phone *').fill(phone.typed);
      await later.page.getByRole('button', { name: 'Send me a code' }).click();
      await later.page.getByLabel('Code *').waitFor();
      expect(await seriousFindings(later.page)).toEqual([]);
      // The code's own SMS (the order's other texts hold a confirmation code too).
      const lookupCode = new RegExp(`code for order ${orderNumber} is ([0-9]{6})`);
      let code = '';
      await expect
        .poll(async () => {
          code = lookupCode.exec((await textsTo(phone.e164, 1)).join('\n'))?.[1] ?? '';
          return code;
        })
        .toMatch(/^[0-9]{6}$/);
      await later.page.getByLabel('Code *').fill(code);
      await later.page.getByRole('button', { name: 'Open my order' }).click();

      await later.page.waitForURL((url) => url.pathname === `/order/${orderNumber}` && url.searchParams.has('t'));
      await later.page.getByRole('heading', { name: 'Your order' }).waitFor();
      await later.page.getByRole('table', { name: `Order ${orderNumber}` }).waitFor();
      await later.page.getByText(product.name).first().waitFor();
      expect(await seriousFindings(later.page)).toEqual([]);
    } finally {
      await later.context.close();
    }
  });

  it('draws the new screens axe-clean on a desktop, and the order link page as a noindex shell with no order in it', async () => {
    const product = await productInStock('Beard', 1);
    const { context, page } = await newShopPage(browser(), 'desktop');
    try {
      await page.goto(`/product/${product.id}`);
      await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
      await page.getByText('Product added to cart successfully!').waitFor();
      await page.goto('/cart');
      await page.getByRole('heading', { name: product.name }).waitFor();
      expect(await seriousFindings(page)).toEqual([]);
      await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
      await page.getByRole('button', { name: 'Continue as guest' }).click();
      await page.getByLabel('Email address *').waitFor();
      expect(await seriousFindings(page)).toEqual([]);

      await page.goto('/find-order');
      await page.getByRole('heading', { name: 'Find my order' }).waitFor();
      expect(await seriousFindings(page)).toEqual([]);

      // A made-up link: the same not-found as any wrong token, pointing to Find my order.
      await page.goto('/order/KS-000000?t=not-a-token');
      await page.getByRole('link', { name: 'Find my order' }).first().waitFor();
      expect(await seriousFindings(page)).toEqual([]);
    } finally {
      await context.close();
    }

    const html = await (await fetch(`${shopUrl()}/order/KS-000000?t=not-a-token`)).text();
    expect(html).toContain('<meta name="robots" content="noindex"');
    expect(html).toContain('Loading your order...');
    expect(html).not.toContain('KS-000000');
  });
});
