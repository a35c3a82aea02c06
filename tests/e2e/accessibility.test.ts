import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { placeOrder, staffToken } from '../support/admin';
import { signInThroughForm } from '../support/admin-browser';
import { adminToken, api, registerCustomer, type Customer } from '../support/api';
import { axeCore, seriousFindings, seriousFindingsAtBothWidths, type Finding } from '../support/axe';
import { fillBillingDetails } from '../support/billing-form';
import { guestBody, guestCheckout } from '../support/guest';
import { addToCart } from '../support/checkout';
import { browserForThisFile, newShopPage } from '../support/browser';
import { productInStock, signedInCustomer } from '../support/customer-browser';
import { createTestProduct } from '../support/direct';
import { postReturn } from '../support/returns';
import { customerWhoReceived, orderIn, postReview, review } from '../support/reviews';
import { pageText } from '../support/page-texts';

/** Opens a path and waits until the page's own heading or landmark has rendered, so axe sees the finished page. */
async function openAndSettle(page: Page, path: string, ready: string): Promise<void> {
  await page.goto(path);
  await page.locator(ready).first().waitFor();
  // 'load', not 'networkidle' (500 ms without a request), which a signed-in home once did not reach within 15 s;
  // the page's own heading or landmark above is what says its content is drawn.
  await page.waitForLoadState('load');
}

/**
 * One order per status, so every badge colour is on the pages axe reads, and a return of the delivered one; returns
 * the product, the last order and the return.
 */
async function ordersInEveryStatus(): Promise<{ productId: number; orderId: number; returnId: number }> {
  const customer = await registerCustomer({ name: 'Nuwan Silva' });
  const product = await productInStock('Hair', 5);
  const admin = await adminToken();
  let orderId = 0;
  let returnId = 0;
  for (const status of ['pending', 'processing', 'shipped', 'delivered', 'canceled']) {
    const order = await placeOrder(customer, [[product.id, 1]]);
    orderId = order.id;
    if (status === 'pending') continue;
    // The shipped one carries a tracking, so My Orders shows its Track link (issue 22).
    const tracking = status === 'shipped' ? { courier: 'Domex', tracking_number: 'DX-A11Y-1' } : {};
    const res = await api(`/v2/order/${order.id}`, { method: 'PUT', token: admin, body: { status, ...tracking } });
    if (res.status !== 200) throw new Error(`status change failed: ${res.status} ${JSON.stringify(res.body)}`);
    if (status === 'delivered') returnId = await returnOf(customer, order.id, product.id);
  }
  // A guest's order in Sinhala, the newest: its Guest and language tags are on the order list axe reads.
  const guest = await guestCheckout(guestBody([{ product_id: product.id, quantity: 1 }], { language: 'si' }));
  if (guest.status !== 201) throw new Error(`guest checkout failed: ${guest.status} ${JSON.stringify(guest.body)}`);
  return { productId: product.id, orderId, returnId };
}

/** The customer asks to return one unit of the product of their delivered order; returns the return's id. */
async function returnOf(customer: Customer, orderId: number, productId: number): Promise<number> {
  const body = { items: [{ product_id: productId, quantity: 1 }], reason: 'damaged', note: 'Cap was cracked' };
  const res = await postReturn(customer, orderId, body);
  if (res.status !== 201) throw new Error(`return failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.id;
}

/**
 * Moves the back-office to another of its pages as its menu's links do (the router follows history), without
 * loading the app again (a whole load per page spends most of its time starting the app), and waits until the new
 * page's own heading is drawn and nothing on it is still loading.
 */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    document.querySelector('main h1')?.setAttribute('data-left', '');
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await page.locator('main h1:not([data-left])').first().waitFor();
  await expect.poll(() => page.locator('main [aria-busy="true"], main .ant-spin-spinning').count()).toBe(0);
}

const browser = browserForThisFile();

/**
 * One browser context per kind of visitor and screen size, made on first use and closed after the file: the pages
 * axe reads change nothing a later page shows, and each new context would download and start the app again.
 */
const sharedContexts = new Map<string, Promise<{ context: BrowserContext; page: Page }>>();
function sharedPage(key: string, open: () => Promise<{ context: BrowserContext; page: Page }>) {
  if (!sharedContexts.has(key)) sharedContexts.set(key, open());
  return sharedContexts.get(key)!;
}
afterAll(async () => {
  for (const shared of sharedContexts.values()) await (await shared).context.close();
});

/** Opens one page (in the context shared by its kind of visitor) and expects axe to find nothing serious on it. */
async function expectNoSeriousFindings(page: Page, path: string, ready: string): Promise<void> {
  await openAndSettle(page, path, ready);
  expect(await seriousFindings(page)).toEqual([]);
}

describe('accessibility (axe-core): no serious or critical finding', () => {
  it('reads with axe-core 4.14 or newer (its label-content-name-mismatch rule is serious there)', () => {
    const [major, minor] = axeCore.version.split('.').map(Number);
    expect(major * 1000 + minor).toBeGreaterThanOrEqual(4014);
  });

  // Category pages on a desktop, where the header's links (and the current one's colour) show; the rest as on a phone.
  it.each([
    ['/', 'main h2', 'phone'],
    ['/beard', 'main h1', 'desktop'],
    ['/hair', 'main h1', 'desktop'],
    ['/accessories', 'main h1', 'desktop'],
    ['/apparel', 'main h1', 'desktop'],
    ['/about', 'main h1', 'phone'],
    ['/contact', 'main form', 'phone'],
    ['/return-policy', 'main h1', 'phone'],
    ['/privacy-policy', 'main h1', 'phone'],
    ['/terms-conditions', 'main h1', 'phone'],
    ['/signin', 'form', 'phone'],
  ] as const)('public page %s', async (path, ready, size) => {
    const { page } = await sharedPage(`visitor ${size}`, () => newShopPage(browser(), size));
    await expectNoSeriousFindings(page, path, ready);
  });

  it('a product page', async () => {
    const product = await productInStock('Beard', 1);
    const { page } = await sharedPage('visitor phone', () => newShopPage(browser(), 'phone'));
    await expectNoSeriousFindings(page, `/product/${product.id}`, 'main h1');
  });

  it('a product page with a size picker, one size sold out and one chosen', async () => {
    const code = `A11Y-${process.pid}-${Date.now()}`;
    const tee = await createTestProduct({
      name: `Accessible Tee ${code}`,
      category: 'Apparel',
      options: [{ name: 'Size', values: ['S', 'M', 'L'] }],
      variants: [
        { options: { Size: 'S' }, sku: `${code}-S`, stock: 4 },
        { options: { Size: 'M' }, sku: `${code}-M`, stock: 0 },
        { options: { Size: 'L' }, sku: `${code}-L`, stock: 2, discount: 10 },
      ],
    });
    const large = (await api(`/v2/product/${tee.id}`)).body.data.variants[2].id as number;
    const { page } = await sharedPage('visitor phone', () => newShopPage(browser(), 'phone'));
    await expectNoSeriousFindings(page, `/product/${tee.id}?variant=${large}`, 'main fieldset[role="radiogroup"]');
  });

  it('a product page with reviews, a reply, paging and the open review form', async () => {
    const product = await createTestProduct({ name: 'Accessible Review Oil', stock: 20 });
    const staff = await staffToken();
    for (let i = 1; i <= 11; i += 1) {
      const author = await customerWhoReceived([product.id], `Reader Number${i}`);
      const res = await postReview(author, product.id, review({ rating: (i % 5) + 1, title: `Review ${i}` }));
      if (i === 11) {
        const reply = { status: 'published', reply: 'Thank you: we are glad it suits you.' };
        await api(`/v2/admin/reviews/${res.body.data.id}`, { method: 'PUT', token: staff.token, body: reply });
      }
    }
    const shopper = await signedInCustomer(browser(), 'phone');
    try {
      await orderIn(shopper.customer, [product.id]);
      await openAndSettle(shopper.page, `/product/${product.id}`, 'main h1');
      await shopper.page.getByText('Reply from the shop').waitFor();
      await shopper.page.getByRole('button', { name: 'Write a review' }).click();
      await shopper.page
        .getByRole('form', { name: 'Your review' })
        .getByRole('button', { name: 'Post review' })
        .click();
      await shopper.page.locator('.rv-form .field-error').first().waitFor();
      expect(await seriousFindings(shopper.page)).toEqual([]);
    } finally {
      await shopper.context.close();
    }
  });

  it('My Orders with a return, and the return form open with a refusal beside its field', async () => {
    const product = await createTestProduct({ name: 'Accessible Return Oil', stock: 5 });
    const shopper = await signedInCustomer(browser(), 'phone');
    try {
      await orderIn(shopper.customer, [product.id]);
      await openAndSettle(shopper.page, '/orders', 'main h1');
      await shopper.page.getByRole('tab', { name: 'Complete orders' }).click();
      await shopper.page.getByRole('button', { name: 'Return items' }).first().click();
      const dialog = shopper.page.getByRole('dialog');
      await dialog.getByRole('button', { name: 'Send return request' }).click();
      await dialog.locator('.field-error').first().waitFor();
      expect(await seriousFindings(shopper.page)).toEqual([]);
      await dialog.getByLabel('Accessible Return Oil').fill('1');
      await dialog.getByRole('radio', { name: 'Defective' }).check();
      await dialog.getByRole('button', { name: 'Send return request' }).click();
      await shopper.page.getByText('Your return request has been sent.').waitFor();
      await shopper.page.getByRole('tab', { name: 'My Returns' }).click();
      await shopper.page.getByRole('article').first().waitFor();
      expect(await seriousFindings(shopper.page)).toEqual([]);
    } finally {
      await shopper.context.close();
    }
  });

  it('the checkout offering Pay in 3 with KOKO, the KOKO stand-in, Order complete and My Orders with a failed KOKO payment, on a phone and on a desktop', async () => {
    const shopper = await signedInCustomer(browser(), 'phone');
    const { page } = shopper;
    const both = { phone: [], desktop: [] };
    try {
      const product = await createTestProduct({ name: 'Accessible KOKO Oil', price: 1500, discount: 0, stock: 5 });
      await addToCart(shopper.customer, product.id, 1);
      await openAndSettle(page, '/cart', 'main h1');
      await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
      const form = page.getByRole('form', { name: 'Checkout details' });
      await fillBillingDetails(form);
      await form.getByLabel('Pay in 3 with KOKO', { exact: true }).check();
      const findings: Record<string, Record<string, Finding[]>> = {
        checkout: await seriousFindingsAtBothWidths(page),
      };
      await form.getByRole('button', { name: 'Pay Now' }).click();
      await page.getByRole('heading', { name: 'KOKO (local stand-in)' }).waitFor();
      findings.koko = await seriousFindingsAtBothWidths(page);
      await page.getByRole('button', { name: 'Decline' }).click();
      // Back on Order complete of that order, which says the payment failed; My Orders offers to pay again.
      await page.getByText(pageText('en', 'payment.KOKO.failed', { where: 'account' })).waitFor();
      findings.complete = await seriousFindingsAtBothWidths(page);
      await openAndSettle(page, '/orders', 'main h1');
      await page.getByRole('button', { name: 'Pay with KOKO' }).waitFor();
      findings.orders = await seriousFindingsAtBothWidths(page);
      expect(findings).toEqual({ checkout: both, koko: both, complete: both, orders: both });
    } finally {
      await shopper.context.close();
    }
  });

  // Signed in, every page has the user menu, whose name is hidden from sight on a phone.
  it.each([
    ['/', 'main h2'],
    ['/cart', 'main h1'],
    ['/wishlist', 'main h1'],
    ['/profile', 'main h1'],
    ['/orders', 'main h1'],
  ] as const)('signed-in customer page %s on a phone and on a desktop', async (path, ready) => {
    const { page } = await sharedPage('customer', () => signedInCustomer(browser(), 'phone'));
    await openAndSettle(page, path, ready);
    expect(await seriousFindingsAtBothWidths(page)).toEqual({ phone: [], desktop: [] });
  });

  // Twelve pages one after another in one browser page, each read at a phone's width and a desktop's: more than a
  // minute on a busy 2-core machine. One set of orders and one sign-in serve both widths.
  it(
    'every back-office page on a phone and on a desktop, as an admin, with orders in every status on them',
    { timeout: 240_000 },
    async () => {
      const { adminEmail, adminPassword } = inject('shop');
      const { productId, orderId, returnId } = await ordersInEveryStatus();
      const { context, page } = await newShopPage(browser(), 'phone');
      try {
        await signInThroughForm(page, adminEmail, adminPassword, '/admin');
        const paths = [
          '/admin',
          '/admin/products',
          `/admin/products/${productId}`,
          '/admin/products/add-new-product',
          '/admin/orders',
          `/admin/orders/${orderId}`,
          '/admin/order-history',
          '/admin/users',
          '/admin/staff',
          '/admin/reviews',
          '/admin/returns',
          `/admin/returns/${returnId}`,
        ];
        const byPage: Record<string, { phone: Finding[]; desktop: Finding[] }> = {};
        // The first page loads the back-office; the others are reached as its menu's links reach them.
        await openAndSettle(page, paths[0], 'main h1');
        byPage[paths[0]] = await seriousFindingsAtBothWidths(page);
        for (const path of paths.slice(1)) {
          await navigateInApp(page, path);
          byPage[path] = await seriousFindingsAtBothWidths(page);
        }
        expect(byPage).toEqual(Object.fromEntries(paths.map((path) => [path, { phone: [], desktop: [] }])));
      } finally {
        await context.close();
      }
    },
  );
});
