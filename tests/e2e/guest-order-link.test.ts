import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, localMail, localSms } from '../support/api';
import { seriousFindings } from '../support/axe';
import { decide, PNG } from '../support/bank-transfer';
import { browserForThisFile, newShopPage } from '../support/browser';
import { createTestProduct } from '../support/direct';
import { guestBody, guestCheckout } from '../support/guest';
import { guestLink } from '../support/guest-link';
import { moveOrder, staffSession } from '../support/returns';

const browser = browserForThisFile();

/** A guest's order of one unit of a new product, placed through the guest checkout, and its link. */
async function guestOrder(name: string, payment_method: string) {
  const product = await createTestProduct({ name, price: 2000, discount: 0, stock: 5 });
  const res = await guestCheckout(guestBody([{ product_id: product.id, quantity: 1 }], { payment_method }));
  if (res.status !== 201) throw new Error(`guest checkout failed: ${res.status} ${JSON.stringify(res.body)}`);
  const orderLink = res.body.order_link as string;
  return {
    orderId: res.body.order.id as number,
    link: guestLink(orderLink),
    page: new URL(orderLink).pathname + new URL(orderLink).search,
  };
}

/** The 6-digit code sent for a guest's cash order (SMS, or mail where the phone takes none). */
async function sentCode(orderNumber: string): Promise<string> {
  let code = '';
  await expect
    .poll(async () => {
      const texts = [...(await localSms()).map((s) => s.text), ...(await localMail()).map((m) => m.text)];
      code = /code (\d{6})/.exec(texts.find((t) => t.includes(orderNumber) && /code \d{6}/.test(t)) ?? '')?.[1] ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

const paymentStatus = (page: Page, orderId: number) => page.getByTestId(`payment-status-${orderId}`).textContent();

describe("a guest's order link page (issue 32)", () => {
  it('on a phone: a guest who paid by bank transfer uploads the slip through the link; staff accept it', async () => {
    const { orderId, page: path } = await guestOrder('Link Slip Oil', 'BANK_TRANSFER');
    const { context, page } = await newShopPage(browser(), 'phone');
    try {
      await page.goto(path);
      await page.getByTestId('transfer-details').waitFor();
      await expect.poll(() => paymentStatus(page, orderId)).toBe('Awaiting bank transfer slip');
      expect(await seriousFindings(page)).toEqual([]);
      await page.getByLabel('Bank slip (JPEG, PNG or PDF, up to 4 MB)').setInputFiles({
        name: 'slip.png',
        mimeType: 'image/png',
        buffer: PNG,
      });
      await page.getByRole('button', { name: 'Upload slip' }).click();
      await expect.poll(() => paymentStatus(page, orderId)).toBe('Slip sent: being checked');
      await page.getByRole('button', { name: 'View slip' }).waitFor();

      expect((await decide(await staffSession(), orderId, { decision: 'accept' })).status).toBe(200);
      await page.reload();
      await expect.poll(() => paymentStatus(page, orderId)).toBe('Paid');
    } finally {
      await context.close();
    }
  });

  it('on a desktop: a guest confirms a cash order by its code, then returns it once delivered', async () => {
    const { orderId, link, page: path } = await guestOrder('Link Return Oil', 'COD');
    const { context, page } = await newShopPage(browser(), 'desktop');
    try {
      await page.goto(path);
      const code = page.getByLabel('Code from the SMS');
      await code.waitFor();
      expect(await seriousFindings(page)).toEqual([]);
      await code.fill(await sentCode(link.number));
      await page.getByRole('button', { name: 'Confirm order' }).click();
      await expect.poll(() => page.getByTestId(`cod-confirmation-${orderId}`).textContent()).toBe('Confirmed');

      await moveOrder(orderId, 'delivered');
      await page.reload();
      await page.getByRole('button', { name: 'Return items' }).click();
      const dialog = page.getByRole('dialog', { name: `Return items of order ${link.number}` });
      await dialog.getByLabel('Link Return Oil').fill('1');
      await dialog.getByRole('radio', { name: 'Damaged' }).check();
      expect(await seriousFindings(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Send return request' }).click();
      await page.getByText('Your return request has been sent.').waitFor();
      await dialog.waitFor({ state: 'hidden' });
      const shown =
        (await page
          .getByText(/Return #\d+:/)
          .first()
          .textContent()) ?? '';
      expect(await seriousFindings(page)).toEqual([]);
      // Staff see it under RETURNS as any return, of the guest's order.
      const returnId = Number(/Return #(\d+):/.exec(shown)?.[1]);
      const desk = await api(`/v2/admin/returns/${returnId}`, { token: await staffSession() });
      expect(desk.body.data).toMatchObject({ order_id: orderId, status: 'requested' });
    } finally {
      await context.close();
    }
  });
});
