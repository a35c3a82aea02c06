import { describe, expect, it } from 'vitest';
import { api, localMail, uniqueEmail } from '../support/api';
import { seriousFindings } from '../support/axe';
import { browserForThisFile, newShopPage } from '../support/browser';
import { createTestProduct, setProductStock, useShopBackend } from '../support/direct';

/**
 * A cart reminder's link in the browser (issue 33, decision 0086): a guest's cart from checkout step 2, reminded by
 * the sweep's own code run here an hour and a minute on (the shared shop's clock is the default 60 minutes), the mail
 * delivered to the local SES and its link read from /_local/mail.
 */
const browser = browserForThisFile();

/** The sweep an hour on, for this guest's cart only (other files' carts on the shared shop are theirs to remind). */
async function sweepAnHourOn(email: string): Promise<void> {
  useShopBackend();
  const { deliverMessage, queueMessagesLocally } = await import('../../functions/domain/messages');
  const { runCartReminders } = await import('../../functions/flows/workflows/cart-reminders');
  const sent: Promise<void>[] = [];
  queueMessagesLocally({ send: (body) => sent.push(deliverMessage(body)) });
  await runCartReminders(new Date(Date.now() + 61 * 60_000), (ref) => ref === `g${email.toLowerCase()}`);
  await Promise.all(sent);
}

describe('a cart reminder in the browser', () => {
  it("the mail's link brings the cart back into a new browser and names what can no longer be bought", async () => {
    const oil = await createTestProduct({ name: `Restore Oil ${Date.now()}`, stock: 5, price: 1200 });
    const comb = await createTestProduct({ name: `Restore Comb ${Date.now()}`, stock: 2, price: 400 });
    const email = uniqueEmail('restore');
    const contact = await api('/v2/guest/cart/contact', {
      method: 'POST',
      body: {
        lines: [
          { product_id: oil.id, quantity: 2 },
          { product_id: comb.id, quantity: 1 },
        ],
        email,
        marketing_consent: true,
      },
    });
    expect(contact.body.data.reminders).toBe(true);
    await sweepAnHourOn(email);
    await setProductStock(comb.id, 0);

    const mail = (await localMail()).find((m) => m.to.includes(email));
    const link = /(http\S+\/cart\/restore\/\S+)/.exec(mail?.text ?? '')?.[1];
    expect(link).toBeDefined();

    const { context, page } = await newShopPage(browser(), 'desktop');
    try {
      await page.goto(new URL(link!).pathname);
      await page.getByRole('heading', { name: 'Your cart is back' }).waitFor();
      await page.getByText(comb.name, { exact: true }).waitFor();
      expect(await seriousFindings(page)).toEqual([]);
      await page.getByRole('link', { name: 'Go to your cart' }).click();
      await page.getByText(oil.name).first().waitFor();
      await expect(page.getByText(comb.name).count()).resolves.toBe(0);
    } finally {
      await context.close();
    }
  });
});
