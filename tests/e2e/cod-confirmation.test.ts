import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { api, localSms } from '../support/api';
import { staffToken } from '../support/admin';
import { seriousFindings } from '../support/axe';
import { browserForThisFile, newShopPage } from '../support/browser';
import { fillCart } from '../support/checkout';
import { placeCashOrderToConfirm, shopAskingCashConfirmation } from '../support/cod-orders';
import { productInStock, signedInCustomer } from '../support/customer-browser';
import { payNowWith } from '../support/pay-now-browser';

const browser = browserForThisFile();

/** A mobile of this test's own, as typed at checkout, and the E.164 the stand-in files the SMS under. */
function freshMobile() {
  const digits = String(randomInt(1_000_000, 10_000_000));
  return { typed: `078${digits}`, e164: `+9478${digits}` };
}

/** A signed-in customer whose cash order waits for its confirmation, and the page of the link it was texted. */
async function cashOrderToConfirm(size: 'phone' | 'desktop') {
  const signedIn = await signedInCustomer(browser(), size);
  const product = await productInStock('Beard', 3);
  await fillCart(signedIn.customer, [[product.id, 1]]);
  const phone = freshMobile();
  const placed = await placeCashOrderToConfirm(signedIn.customer, { phone: phone.typed });
  const sms = (await localSms()).find((m) => m.to === phone.e164);
  const link = /https?:\/\/\S+(\/confirm\/[A-Za-z0-9_-]+)/.exec(sms?.text ?? '')?.[1];
  if (!link) throw new Error(`no confirmation link texted: ${JSON.stringify(sms)}`);
  return { ...signedIn, ...placed, link };
}

/**
 * A cash order placed in the browser through the SPA's own checkout, on a gateway whose shop asks cash orders for
 * their confirmation (the shared test shop does not), and the link it was texted.
 */
async function cashOrderThroughCheckout() {
  const shop = await shopAskingCashConfirmation();
  const { customer, context, page } = await signedInCustomer(browser(), 'desktop', 'Kasun Perera', shop.url);
  try {
    const product = await productInStock('Beard', 3);
    await fillCart(customer, [[product.id, 1]]);
    const phone = freshMobile();
    await payNowWith(page, 'Cash on Delivery', phone.typed);
    await page.getByRole('heading', { name: 'Order complete', level: 2 }).waitFor();
    const mine = (await api('/v2/user/orders?status=pending', { token: customer.token })).body.data;
    const orderId = Math.max(...mine.map((l: { order_id: number }) => l.order_id));
    expect(mine.find((l: { order_id: number }) => l.order_id === orderId).cod_confirmation).toBe('awaiting');
    let text = '';
    await expect
      .poll(async () => (text = (await localSms()).find((m) => m.to === phone.e164)?.text ?? ''))
      .toContain('/confirm/');
    const link = /https?:\/\/\S+(\/confirm\/[A-Za-z0-9_-]+)/.exec(text)?.[1];
    if (!link) throw new Error(`no confirmation link texted: ${text}`);
    return { orderId, link };
  } finally {
    await context.close();
    await shop.close();
  }
}

describe('a cash order confirmed from its SMS (issue 31)', () => {
  it('placed through the checkout, the SMS link confirms it with one press; a used or unknown link says so', async () => {
    const { orderId, link } = await cashOrderThroughCheckout();
    const { context: visitor, page } = await newShopPage(browser(), 'desktop');
    try {
      await page.goto(link);
      await page.getByRole('heading', { name: 'Confirm your order' }).waitFor();
      expect(await seriousFindings(page)).toEqual([]);
      await page.getByRole('button', { name: 'Confirm my order' }).click();
      await page.getByText('Thank you. Your order is confirmed and we are preparing it.').waitFor();
      expect(await page.getByRole('button', { name: 'Confirm my order' }).count()).toBe(0);
      expect(await seriousFindings(page)).toEqual([]);

      await page.goto(link);
      await page.getByRole('button', { name: 'Confirm my order' }).click();
      await page.getByRole('alert').filter({ hasText: 'This order is already confirmed.' }).waitFor();

      await page.goto('/confirm/not-a-real-token');
      await page.getByRole('button', { name: 'Confirm my order' }).click();
      await page
        .getByRole('alert')
        .filter({ hasText: 'This confirmation link is not valid or has already been used.' })
        .waitFor();
    } finally {
      await visitor.close();
    }
    const staff = await staffToken();
    const order = (await api(`/v2/admin/orders/${orderId}`, { token: staff.token })).body.data;
    expect(order.cod_confirmation).toBe('confirmed');
  });

  it('reads well on a phone too', async () => {
    const { context, link } = await cashOrderToConfirm('phone');
    await context.close();
    const { context: visitor, page } = await newShopPage(browser(), 'phone');
    try {
      await page.goto(link);
      await page.getByRole('heading', { name: 'Confirm your order' }).waitFor();
      expect(await seriousFindings(page)).toEqual([]);
    } finally {
      await visitor.close();
    }
  });

  for (const size of ['desktop', 'phone'] as const)
    it(`My Orders takes the SMS code on a cash order awaiting confirmation (${size})`, async () => {
      const { context, page, orderId, code } = await cashOrderToConfirm(size);
      try {
        await page.goto('/orders');
        const state = page.getByTestId(`cod-confirmation-${orderId}`);
        await expect.poll(() => state.textContent()).toBe('Awaiting confirmation');
        expect(await seriousFindings(page)).toEqual([]);
        const field = page.getByLabel('Code from the SMS');
        await field.fill(code === '000000' ? '000001' : '000000');
        await page.getByRole('button', { name: 'Confirm order' }).click();
        await page.getByRole('alert').filter({ hasText: 'That code is not right.' }).waitFor();
        expect(await seriousFindings(page)).toEqual([]);
        await field.fill(code);
        await page.getByRole('button', { name: 'Confirm order' }).click();
        await expect.poll(() => state.textContent()).toBe('Confirmed');
      } finally {
        await context.close();
      }
    });
});
