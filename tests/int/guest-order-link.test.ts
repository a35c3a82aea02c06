import { beforeAll, describe, expect, it } from 'vitest';
import { api, localMail, localSms } from '../support/api';
import { decide, PDF, PNG, SEED_JPEG } from '../support/bank-transfer';
import { guestOrder, guestSlip } from '../support/guest-link';
import { moveOrder, staffSession } from '../support/returns';

const NOT_FOUND = { status: 'error', message: 'Order not found' };
let staff: string;
beforeAll(async () => {
  staff = await staffSession();
});

/** The 6-digit code the shop sent for a guest's cash order (by SMS, or by mail where the phone takes none). */
async function sentCode(orderNumber: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const texts = [...(await localSms()).map((s) => s.text), ...(await localMail()).map((m) => m.text)];
      const text = texts.find((t) => t.includes(orderNumber) && /code \d{6}/.test(t));
      code = text ? /code (\d{6})/.exec(text)![1] : undefined;
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code!;
}

describe("a guest order's link actions (issue 32)", () => {
  it('pays a card order again through its link; a bad token is 404 and a cash order 409', async () => {
    const card = await guestOrder('CARD');
    const again = await api(card.link.path('/pay'), { method: 'POST' });
    expect(again.status).toBe(200);
    expect(again.body.payhere).toMatchObject({ order_id: String(card.order.id) });
    // PayHere sends a guest back to the order's page, never with its token (the browser kept the link).
    expect(again.body.payhere.return_url).toMatch(new RegExp(`/order/${card.link.number}$`));
    expect(again.body.payhere.cancel_url).toBe(again.body.payhere.return_url);

    const wrong = await api(card.link.path('/pay', `${card.link.token.slice(1)}x`), { method: 'POST' });
    expect(wrong.status).toBe(404);
    expect(wrong.body).toEqual(NOT_FOUND);

    const cash = await guestOrder('COD');
    expect((await api(cash.link.path('/pay'), { method: 'POST' })).status).toBe(409);

    const koko = await guestOrder('KOKO');
    const form = (await api(koko.link.path('/pay'), { method: 'POST' })).body.koko;
    expect(form.fields._returnUrl).toMatch(new RegExp(`/order/${koko.link.number}$`));
    expect(form.fields._cancelUrl).toBe(form.fields._returnUrl);
  });

  it('takes a bank slip through the link as the customer’s upload does; staff accept it', async () => {
    const { order, link } = await guestOrder('BANK_TRANSFER');
    // Before any slip: the slip's link is the customer's 409; a bad token is the one 404.
    expect((await api(link.path('/slip'))).status).toBe(409);
    for (const bad of [
      link.path('/slip', 'x'.repeat(43)),
      link.path('/slip', ''),
      `/v2/guest/orders/${link.number}/slip`,
    ])
      expect(await api(bad)).toMatchObject({ status: 404, body: NOT_FOUND });
    for (const token of ['x'.repeat(43), ''])
      expect(await guestSlip(link, PNG, { token })).toMatchObject({ status: 404, body: NOT_FOUND });

    const text = await guestSlip(link, Buffer.from('not a slip at all'));
    expect(text.status).toBe(422);
    expect(text.body.errors.slip).toEqual(['The slip must be a JPEG or PNG picture or a PDF.']);
    expect((await guestSlip(link, Buffer.concat([PNG, Buffer.alloc(4 * 1024 * 1024)]))).status).toBe(413);

    // Three uploads at once: one is recorded, the others are the customer's 409.
    const racing = await Promise.all([
      guestSlip(link, SEED_JPEG(), { name: 'slip.jpg', type: 'image/jpeg' }),
      guestSlip(link, PDF, { name: 'slip.pdf', type: 'application/pdf' }),
      guestSlip(link, PNG),
    ]);
    expect(racing.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    const won = racing.find((r) => r.status === 200)!;
    expect(won.body).toMatchObject({
      status: 'success',
      message: expect.any(String),
      order: { id: order.id, payment_status: 'slip_uploaded' },
    });

    const slipLink = await api(link.path('/slip'));
    expect(slipLink.status).toBe(200);
    expect((await fetch(slipLink.body.url)).status).toBe(200);

    const accepted = await decide(staff, order.id, { decision: 'accept', reference: 'CB-1' });
    expect(accepted.status).toBe(200);
    const page = await api(link.path(''));
    expect(page.body.order).toMatchObject({ payment_status: 'paid' });
  });

  it('a card order and a cash order take no slip: the customer’s 404', async () => {
    const cash = await guestOrder('COD');
    expect(await guestSlip(cash.link, PNG)).toMatchObject({ status: 404, body: NOT_FOUND });
    expect((await api(cash.link.path('/slip'))).status).toBe(404);
  });

  it('confirms a cash order by its code through the link, with the customer’s answers', async () => {
    const { order, link } = await guestOrder('COD');
    const code = await sentCode(link.number);
    const confirm = (c: unknown, token?: string) =>
      api(link.path('/confirm', token), { method: 'POST', body: { code: c } });
    for (const token of ['x'.repeat(43), ''])
      expect(await confirm(code, token)).toMatchObject({ status: 404, body: NOT_FOUND });
    expect(await confirm('12')).toMatchObject({
      status: 422,
      body: { errors: { code: ['Please enter the 6-digit code from the SMS.'] } },
    });
    const wrong = code === '000000' ? '000001' : '000000';
    expect(await confirm(wrong)).toMatchObject({
      status: 422,
      body: { message: 'That code is not right. Please check the SMS and try again.' },
    });
    expect(await confirm(code)).toMatchObject({
      status: 200,
      body: {
        message: 'Thank you. Your order is confirmed and we are preparing it.',
        data: { order_id: order.id, order_number: link.number, cod_confirmation: 'confirmed' },
      },
    });
    expect(await confirm(code)).toMatchObject({ status: 409, body: { message: 'This order is already confirmed.' } });
    const detail = (await api(`/v2/admin/orders/${order.id}`, { token: staff })).body.data;
    expect(detail.timeline).toContainEqual(
      expect.objectContaining({
        note: 'by the code on the order’s link page',
        by: expect.stringContaining('(guest)'),
      }),
    );
  });

  it('requests a return of a delivered order through the link; it shows in the back-office and is mailed to the order', async () => {
    const { order, link, product, body } = await guestOrder('COD', 2);
    await api(link.path('/confirm'), { method: 'POST', body: { code: await sentCode(link.number) } });
    const item = (quantity: number) => ({ product_id: product.id, variant_id: null, quantity });
    const ask = (quantity: number, token?: string) =>
      api(link.path('/returns', token), { method: 'POST', body: { items: [item(quantity)], reason: 'damaged' } });

    // Not delivered yet: the customer's refusal.
    expect(await ask(1)).toMatchObject({
      status: 422,
      body: { errors: { order: ['This order can no longer be returned.'] } },
    });
    await moveOrder(order.id, 'delivered');
    for (const token of ['x'.repeat(43), ''])
      expect(await ask(1, token)).toMatchObject({ status: 404, body: NOT_FOUND });

    // Pressed twice at once for both units: one return; the other is refused as more than received.
    const twice = await Promise.all([ask(2), ask(2)]);
    expect(twice.map((r) => r.status).sort()).toEqual([201, 422]);
    const made = twice.find((r) => r.status === 201)!.body;
    expect(made).toMatchObject({ status: 'success', data: { order_id: order.id, status: 'requested' } });
    expect(twice.find((r) => r.status === 422)!.body.errors).toEqual({
      items: ['You cannot return more than you received.'],
    });

    // The link's order shows its returns as My Returns would.
    expect((await api(link.path(''))).body.returns).toEqual([made.data]);
    const admin = (await api(`/v2/admin/returns/${made.data.id}`, { token: staff })).body.data;
    expect(admin).toMatchObject({ id: made.data.id, status: 'requested', customer: { id: null } });
    await expect
      .poll(async () =>
        (await localMail()).some((m) => m.to.includes(body.email) && m.subject.includes(`return #${made.data.id}`)),
      )
      .toBe(true);
  });
});
