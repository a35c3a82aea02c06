import { randomInt } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../shared/rules/languages';
import { messagesIn as authMessagesIn } from '../../shared/validation/auth-messages-in-languages';
import { api, localMail, localSms } from '../support/api';
import { staffToken } from '../support/admin';
import { seriousFindings, seriousFindingsAtBothWidths } from '../support/axe';
import { fillBillingDetails } from '../support/billing-form';
import { browserForThisFile, newShopPage } from '../support/browser';
import { checkout, fillCart } from '../support/checkout';
import { createTestProduct } from '../support/direct';
import { productInStock, signedInCustomer } from '../support/customer-browser';
import type { Customer } from '../support/api';
import { pageText } from '../support/page-texts';

const browser = browserForThisFile();

/** A mobile of this test's own, as typed at checkout, and the E.164 the stand-in files the SMS under. */
function freshMobile() {
  const digits = String(randomInt(1_000_000, 10_000_000));
  return { typed: `078${digits}`, e164: `+9478${digits}` };
}

const mailsTo = async (email: string) => (await localMail()).filter((m) => m.to.includes(email));
const smsTo = async (e164: string) => (await localSms()).filter((m) => m.to === e164);

/** Step 3's order number, as the page shows it beside its label. */
const shownOrderNumber = async (page: Page, language: Language) =>
  (await page
    .locator('.order-complete__facts div', { hasText: pageText(language, 'complete.number') })
    .locator('dd')
    .textContent()) ?? '';

/** Add to cart on the product page (found by its place: its words are the product page's, another area's). */
async function addThisProduct(page: Page): Promise<void> {
  await page.locator('.shop-add__button').click();
  await page.locator('.shop-add__message .alert--success').waitFor();
}

/** A cash order of the customer's, placed by the API (its confirmation waits for the SMS code), and what it bought. */
async function placedCashOrder(customer: Customer) {
  const product = await productInStock('Beard', 3);
  await fillCart(customer, [[product.id, 1]]);
  const placed = await checkout(customer, { phone: freshMobile().typed });
  if (placed.status !== 201) throw new Error(JSON.stringify(placed.body));
  return { number: placed.body.order.order_number as string, product };
}

describe('buying in Sinhala and Tamil (issue 34)', () => {
  it('a customer switches to Sinhala, searches in Sinhala, buys through a Sinhala checkout, and is mailed and texted in Sinhala', async () => {
    const phone = freshMobile();
    const { customer, context, page } = await signedInCustomer(browser(), 'phone', 'Nimal Perera');
    const si = (id: Parameters<typeof pageText>[1], values?: Record<string, string | number>) =>
      pageText('si', id, values);
    try {
      expect((await api('/v2/user/', { token: customer.token })).body.language).toBe('en');
      await page.goto('/');
      await page.getByRole('link', { name: 'සිංහල' }).click();
      await page.waitForURL(/\/si$/);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');

      const box = page.getByRole('search').getByRole('searchbox');
      await box.fill('සඳුන් රැවුල්');
      await box.press('Enter');
      await page.waitForURL(/\/si\/search\?q=/);
      await page
        .getByRole('link', { name: /සඳුන් රැවුල් තෙල්/ })
        .first()
        .click();
      await page.waitForURL(/\/si\/product\/\d+$/);
      // Another file's products may share the seed's Sinhala name, without its "30ml": the cart must say this one's
      // (the heading writes "30ML"; getByText ignores case). The address changes before the product page is drawn,
      // so its heading is awaited (the search page's heading was read once instead).
      const heading = page.getByRole('heading', { level: 1, name: /^සඳුන් රැවුල් තෙල්/ });
      await heading.waitFor();
      const productName = (await heading.textContent())?.trim() ?? '';
      expect(productName).toMatch(/^සඳුන් රැවුල් තෙල්/);
      await addThisProduct(page);

      // The cart, in Sinhala words.
      await page.goto('/si/cart');
      await page.getByRole('heading', { name: si('cart.step.cart'), level: 1 }).waitFor();
      // The money's form is the browser's Intl of si-LK (this Chromium has no Sinhala locale data and writes
      // "LKR": the component tests pin "රු." where the data is there); the words are the page's own.
      expect(await page.locator('main').textContent()).not.toMatch(/Proceed to Checkout|Cart totals|Your items/);
      // The line is named as the Sinhala product page named it (decision 0107), not "Sandalwood Beard Oil 30ml".
      await page.locator('main').getByText(productName).first().waitFor();
      expect(await page.locator('main').textContent()).not.toContain('Sandalwood Beard Oil');
      await page.getByRole('button', { name: si('cart.proceed') }).click();

      // Checkout: the web's own checks in Sinhala, then the order.
      const form = page.getByRole('form', { name: si('cart.step.checkout') });
      await form.waitFor();
      await form.getByLabel(si('billing.first_name')).fill('');
      await form.getByRole('button', { name: si('checkout.payNow') }).click();
      await page.getByText(si('check.first_name')).waitFor();
      await fillBillingDetails(form, 'si');
      await form.getByLabel(si('billing.first_name')).fill('නිමල්');
      await form.getByLabel(si('billing.phone')).fill(phone.typed);
      await form.getByRole('radio', { name: si('payment.COD.label') }).check();
      await form.getByRole('button', { name: si('checkout.payNow') }).click();

      await page.getByRole('heading', { name: si('cart.step.complete'), level: 2 }).waitFor();
      await page.getByText(si('payment.COD.complete')).waitFor();
      const number = await shownOrderNumber(page, 'si');
      expect(number).toMatch(/^ORD-\d+$/);
      await page.getByRole('link', { name: si('complete.viewOrders') }).waitFor();
      expect(await page.getByRole('link', { name: si('complete.viewOrders') }).getAttribute('href')).toBe('/si/orders');

      // Checkout gave the account the page's language, so the order and its messages are Sinhala.
      expect((await api('/v2/user/', { token: customer.token })).body.language).toBe('si');
      await expect
        .poll(async () => (await mailsTo(customer.email)).map((m) => m.subject))
        .toContain(`ඔබගේ Kesara ඇණවුම ${number} තහවුරු කළා`);
      const mail = (await mailsTo(customer.email)).find((m) => m.subject.includes(number))!;
      expect(mail.html).toContain('<html lang="si">');
      expect(mail.text).toContain('ආයුබෝවන් නිමල්,');
      await expect.poll(async () => (await smsTo(phone.e164)).length).toBe(1);
      const [sms] = await smsTo(phone.e164);
      expect(sms.encoding).toBe('UCS-2');
      expect(sms.text).toMatch(new RegExp(`^Kesara: ආයුබෝවන් නිමල්, ඔබගේ ඇණවුම ${number} තහවුරු කළා`));
    } finally {
      await context.close();
    }
  });

  it('a guest on /ta/ buys through a Tamil checkout, and the order keeps ta', async () => {
    const product = await productInStock('Beard', 3);
    const phone = freshMobile();
    const email = `guest-ta-${phone.typed}@example.com`;
    const ta = (id: Parameters<typeof pageText>[1]) => pageText('ta', id);
    const { context, page } = await newShopPage(browser(), 'desktop');
    try {
      await page.goto(`/ta/product/${product.id}`);
      await addThisProduct(page);
      await page.goto('/ta/cart');
      await page.getByRole('heading', { name: ta('cart.step.cart'), level: 1 }).waitFor();
      await page.getByRole('button', { name: ta('cart.proceed') }).click();
      const choice = page.getByRole('region', { name: ta('checkout.choice.title') });
      expect(await choice.getByRole('link', { name: ta('checkout.choice.signIn') }).getAttribute('href')).toBe(
        '/ta/signin',
      );
      await choice.getByRole('button', { name: ta('checkout.choice.guest') }).click();

      const form = page.getByRole('form', { name: ta('cart.step.checkout') });
      await form.getByLabel(ta('checkout.email')).fill(email);
      await fillBillingDetails(form, 'ta');
      await form.getByLabel(ta('billing.phone')).fill(phone.typed);
      await form.getByRole('button', { name: ta('checkout.payNow') }).click();

      await page.getByRole('heading', { name: ta('cart.step.complete'), level: 2 }).waitFor();
      const number = await shownOrderNumber(page, 'ta');
      const staff = (await staffToken()).token;
      const orderId = Number(number.replace(/^ORD-0*/, ''));
      const detail = await api(`/v2/admin/orders/${orderId}`, { token: staff });
      expect(JSON.stringify(detail.body)).toContain('"language":"ta"');
      await expect
        .poll(async () => (await mailsTo(email)).map((m) => m.subject))
        .toContain(`உங்கள் Kesara ஆர்டர் ${number} உறுதிசெய்யப்பட்டது`);

      // The order's own page stays in Tamil.
      await page.getByRole('link', { name: ta('complete.viewOrder') }).click();
      await page.waitForURL(/\/ta\/order\/ORD-\d+\?t=/);
      await page.getByRole('heading', { name: ta('orderLink.title'), level: 1 }).waitFor();
      await page.getByRole('heading', { name: ta('orderLink.next') }).waitFor();
    } finally {
      await context.close();
    }
  });

  it('a guest on /si/ picks a size by its Sinhala words, and the cart names the line in them (decision 0107)', async () => {
    const code = `WORDS-${randomInt(1e9)}`;
    const name = `වචන ටී ${code}`;
    const tee = await createTestProduct({
      name: `Word Tee ${code}`,
      category: 'Apparel',
      options: [{ name: 'Size', values: ['S', 'M'] }],
      variants: ['S', 'M'].map((size) => ({ options: { Size: size }, sku: `${code}-${size}`, stock: 5 })),
      translations: { si: { name, options: { Size: { name: 'ප්‍රමාණය', values: { M: 'මධ්‍යම' } } } } },
    });
    const { context, page } = await newShopPage(browser(), 'phone');
    try {
      await page.goto(`/si/product/${tee.id}`);
      const sizes = page.getByRole('radiogroup', { name: 'ප්‍රමාණය' });
      await sizes.waitFor();
      expect(await sizes.getByRole('radio').count()).toBe(2);
      await sizes.getByRole('radio', { name: 'මධ්‍යම' }).check();
      await addThisProduct(page);
      await page.goto('/si/cart');
      await page.getByRole('heading', { name: pageText('si', 'cart.step.cart'), level: 1 }).waitFor();
      await page.getByText(`${name} — ප්‍රමාණය: මධ්‍යම`).first().waitFor();
      expect(await page.locator('main').textContent()).not.toContain(`Word Tee ${code}`);
    } finally {
      await context.close();
    }
  });

  it("a customer chooses the account's language on the Sinhala My Profile", async () => {
    const { customer, context, page } = await signedInCustomer(browser(), 'desktop');
    const si = (id: Parameters<typeof pageText>[1], values?: Record<string, string | number>) =>
      pageText('si', id, values);
    try {
      await page.goto('/si/profile');
      await page.getByRole('heading', { name: si('user.profile'), level: 1 }).waitFor();
      const card = page.getByRole('region', { name: si('profile.language.title') });
      expect(await card.getByRole('radio', { name: 'English' }).isChecked()).toBe(true);
      await card.getByRole('radio', { name: 'தமிழ்' }).check();
      await card.getByRole('button', { name: si('profile.language.save') }).click();
      await card.getByText(si('profile.language.saved')).waitFor();
      expect((await api('/v2/user/', { token: customer.token })).body.language).toBe('ta');
      const toTamil = card.getByRole('link', { name: si('profile.language.showShop', { language: 'தமிழ்' }) });
      expect(await toTamil.getAttribute('href')).toBe('/ta/profile');
      expect(await seriousFindings(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the /si/ cart and checkout are axe clean on a phone and on a desktop', async () => {
    const { customer, context, page } = await signedInCustomer(browser(), 'phone');
    const product = await productInStock('Beard', 3);
    await fillCart(customer, [[product.id, 1]]);
    try {
      await page.goto('/si/cart');
      await page.getByRole('button', { name: pageText('si', 'cart.proceed') }).waitFor();
      expect(await seriousFindingsAtBothWidths(page)).toEqual({ phone: [], desktop: [] });
      await page.getByRole('button', { name: pageText('si', 'cart.proceed') }).click();
      await page.getByRole('form', { name: pageText('si', 'cart.step.checkout') }).waitFor();
      expect(await seriousFindingsAtBothWidths(page)).toEqual({ phone: [], desktop: [] });
    } finally {
      await context.close();
    }
  });
  it("a Sinhala shopper's My Orders, profile and wishlist read in Sinhala", async () => {
    const { customer, context, page } = await signedInCustomer(browser(), 'desktop');
    const si = (id: Parameters<typeof pageText>[1], values?: Record<string, string | number>) =>
      pageText('si', id, values);
    try {
      // A Sinhala account's order keeps the product's Sinhala name, which My Orders shows (decision 0112).
      const language = await api('/v2/users', { method: 'PUT', token: customer.token, body: { language: 'si' } });
      expect(language.status).toBe(200);
      const { number, product } = await placedCashOrder(customer);
      const sinhalaName = (await api(`/v2/product/${product.id}?lang=si`)).body.data.name as string;
      expect(sinhalaName).not.toBe(product.name);
      expect(
        (await api('/v2/wishlist', { method: 'POST', token: customer.token, body: { product_id: product.id } })).status,
      ).toBe(200);

      await page.goto('/si/orders');
      await page.getByRole('heading', { name: si('myOrders.heading'), level: 1 }).waitFor();
      expect(await page.getByRole('tab', { selected: true }).textContent()).toBe(si('myOrders.tab.pending'));
      const table = page.getByRole('table', { name: si('myOrders.tab.pending') });
      const heading = table.locator('.orders-table__order th', { hasText: number });
      await heading.waitFor();
      expect(await table.getByRole('columnheader').allTextContents()).toEqual(
        (['orderTable.product', 'orderTable.quantity', 'orderTable.price', 'orderTable.subtotal'] as const).map((id) =>
          si(id),
        ),
      );
      expect(await heading.textContent()).toContain(si('orderTable.order', { number }));
      // The day is Chromium's (no Sinhala month names here: decision 0093); the words around it are the page's.
      expect(await heading.textContent()).toContain(si('orderTable.placed', { date: '|' }).split('|')[1]);
      await expect.poll(() => table.textContent()).toContain(sinhalaName);
      expect(await table.textContent()).not.toContain(product.name);
      await page.getByRole('tab', { name: si('myOrders.tab.returns') }).click();
      await page.getByText(si('myReturns.empty')).waitFor();

      await page.goto('/si/profile');
      await page.getByRole('heading', { name: si('profile.password.title') }).waitFor();
      await page.getByRole('heading', { name: si('profile.billing.title') }).waitFor();
      const offers = page.getByRole('region', { name: si('profile.offers.title') });
      const byMail = offers.getByRole('switch', { name: si('profile.offers.marketing_email') });
      await expect.poll(() => byMail.textContent()).toContain(si('profile.switch.off'));
      await page.getByRole('button', { name: si('profile.save') }).waitFor();
      // A refusal the server answers (a wrong current password) reads in Sinhala too (decision 0098).
      const password = page.getByRole('form', { name: si('profile.password.title') });
      await password.getByLabel(si('profile.password.current')).fill('not-my-password');
      await password.getByLabel(si('profile.password.new'), { exact: true }).fill('NewPassword123');
      await password.getByLabel(si('profile.password.confirm')).fill('NewPassword123');
      await password.getByRole('button', { name: si('profile.password.update') }).click();
      await page.getByText(authMessagesIn.si.currentPasswordWrong).waitFor();

      // The wishlist names the product as the Sinhala catalogue does (decision 0107; English where it has no name).
      await page.goto('/si/wishlist');
      await page.getByRole('heading', { name: si('wishlistPage.title'), level: 1 }).waitFor();
      const card = page.getByRole('article', { name: sinhalaName });
      expect(
        await card.getByRole('button', { name: si('wishlistPage.removeLabel', { name: sinhalaName }) }).textContent(),
      ).toBe(si('wishlistPage.remove'));
    } finally {
      await context.close();
    }
  });

  it('/si/orders and /si/profile are axe clean on a phone and on a desktop', async () => {
    const { customer, context, page } = await signedInCustomer(browser(), 'phone');
    try {
      const { number } = await placedCashOrder(customer);
      await page.goto('/si/orders');
      await page.locator('.orders-table__order th', { hasText: number }).waitFor();
      expect(await seriousFindingsAtBothWidths(page)).toEqual({ phone: [], desktop: [] });
      await page.goto('/si/profile');
      await page.getByRole('switch', { name: pageText('si', 'profile.offers.marketing_sms') }).waitFor();
      expect(await seriousFindingsAtBothWidths(page)).toEqual({ phone: [], desktop: [] });
    } finally {
      await context.close();
    }
  });
});
