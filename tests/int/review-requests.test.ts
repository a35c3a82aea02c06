import { describe, expect, it } from 'vitest';
import { REVIEW_REQUEST_DELAY_DAYS } from '../../shared/rules/reviews';
import { registerCustomer, shopUrl } from '../support/api';
import { createTestProduct, useShopBackend } from '../support/direct';
import { orderIn } from '../support/reviews';

interface QueuedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * The schedule's own code run in this process a week and a minute after now (as the hourly schedule and the local
 * timer run it). SQS does not run here: the mails it queues are collected from the queue's local seam.
 */
async function runWeekLater(): Promise<QueuedMail[]> {
  useShopBackend();
  const { queueMessagesLocally } = await import('../../functions/domain/messages');
  const { sendDueReviewRequests } = await import('../../functions/flows/review-requests');
  const queued: QueuedMail[] = [];
  queueMessagesLocally({ send: (body) => queued.push(JSON.parse(body)) });
  await sendDueReviewRequests(new Date(Date.now() + (REVIEW_REQUEST_DELAY_DAYS * 24 * 60 + 1) * 60_000));
  return queued;
}

const offLinkOf = (mail: QueuedMail) => /(http\S+\/api\/v2\/reviews\/mails-off\?token=\S+)/.exec(mail.text)?.[1];

describe('the review-request mail (issue 24)', () => {
  it('goes once, a week after delivery, with a link to each review form and a link that turns it off', async () => {
    const oil = await createTestProduct({ name: 'Oil <b>&amp; Balm</b>', stock: 5 });
    const comb = await createTestProduct({ name: 'Request Comb', stock: 5 });
    const c = await registerCustomer();
    const pending = await registerCustomer();
    const orderId = await orderIn(c, [oil.id, comb.id]);
    await orderIn(pending, [oil.id], 'shipped');

    const mails = (await runWeekLater()).filter((m) => m.to === c.email || m.to === pending.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail.subject).toBe(`How was your order ORD-${String(orderId).padStart(6, '0')}?`);
    expect(mail.text).toContain(`${shopUrl()}/product/${oil.id}#write-review`);
    expect(mail.text).toContain(`${shopUrl()}/product/${comb.id}#write-review`);
    expect(mail.html).toContain('Oil &lt;b&gt;&amp;amp; Balm&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>');
    // Sent once: the next run finds nothing due for this order.
    expect((await runWeekLater()).filter((m) => m.to === c.email)).toEqual([]);

    const offLink = offLinkOf(mail)!;
    expect(offLink).toBeDefined();
    const page = await fetch(offLink);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const form = await page.text();
    expect(form).toContain('Turn off review requests');
    const token = new URL(offLink).searchParams.get('token')!;
    const forged = await fetch(offLink.replace(token, `${c.id + 1}${token.slice(String(c.id).length)}`));
    expect(forged.status).toBe(400);
    expect(await forged.text()).toContain('This link is not valid.');

    // The page's button sends the same link back with confirm=1.
    expect(form).toContain('name="confirm" value="1"');
    const off = await fetch(`${offLink}&confirm=1`);
    expect(off.status).toBe(200);
    expect(await off.text()).toContain('we will not ask you to review products again');

    await orderIn(c, [comb.id]);
    expect((await runWeekLater()).filter((m) => m.to === c.email)).toEqual([]);
  });
});
