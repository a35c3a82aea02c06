import { describe, expect, it } from 'vitest';
import { adminToken, api, localMail, localSms, registerCustomer, type Customer } from '../support/api';
import { productForm } from '../support/admin';
import { createTestProduct } from '../support/direct';
import {
  cashOrder,
  leaveRefundClaim,
  merchantCalls,
  paidCardOrder,
  postReturn,
  putReturn,
  setDeliveredAt,
  setOrderStatus,
  staffSession,
} from '../support/returns';
import { variantStock } from '../support/variant-stock';

const NOT_RETURNABLE = 'This order can no longer be returned.';
const TOO_MANY = 'You cannot return more than you received.';
const FINAL_SALE = 'Final Sale items cannot be returned.';
const DAY = 24 * 3600 * 1000;

let n = 0;
/** A tee in sizes S, M, L (the variants' stock), and its variant ids by size. */
async function tee(stock: [number, number, number] = [5, 5, 5], price = 2500) {
  n += 1;
  const sku = `RET-TEE-${process.pid}-${Date.now()}-${n}`;
  const product = await createTestProduct({
    name: 'Return Tee',
    category: 'Apparel',
    price,
    sku,
    options: [{ name: 'Size', values: ['S', 'M', 'L'] }],
    variants: ['S', 'M', 'L'].map((Size, i) => ({ options: { Size }, sku: `${sku}-${Size}`, stock: stock[i] })),
  });
  const detail = (await api(`/v2/product/${product.id}`)).body.data;
  const id = (size: string) =>
    detail.variants.find((v: { options: { Size: string } }) => v.options.Size === size).id as number;
  return { id: product.id, size: id };
}

const damaged = (items: unknown[], note?: string) => ({ items, reason: 'damaged', ...(note ? { note } : {}) });
const adminReturn = async (id: number) =>
  (await api(`/v2/admin/returns/${id}`, { token: await staffSession() })).body.data;
const PAYHERE_SILENT =
  "PayHere did not answer, so the refund may have gone through. Please check the payment in PayHere's portal before trying again.";
const REFUND_CHECK =
  "This refund's outcome is unknown: PayHere may have refunded it. Please check the payment in PayHere's portal and enter its refund reference, or refund it there and enter that reference.";
const HAS_RETURN = 'This order has a return. Handle it under RETURNS instead of canceling the order.';
const cancelOrder = async (orderId: number) =>
  api(`/v2/order/${orderId}`, { method: 'PUT', token: await staffSession(), body: { status: 'canceled' } });
const orderStatus = async (orderId: number) =>
  (await api(`/v2/admin/orders/${orderId}`, { token: await staffSession() })).body.data.status as string;
const statuses = (results: Array<{ status: number }>) => results.map((r) => r.status).sort();

describe('a customer returns items of a delivered order (issue 22)', () => {
  it('answers 201 with the return object, lists it, and shows the window on S11 and the back-office order page', async () => {
    const t = await tee();
    const oil = await createTestProduct({ name: 'Return Oil', price: 1000, stock: 10 });
    const c = await registerCustomer({ name: 'Dilan Jayasinghe' });
    const orderId = await cashOrder(c, [
      [t.id, 2, t.size('M')],
      [oil.id, 1],
    ]);
    const lines = (await api('/v2/user/orders?status=complete', { token: c.token })).body.data;
    const teeLine = lines.find(
      (l: { order_id: number; item: { product_id: number } }) => l.order_id === orderId && l.item.product_id === t.id,
    );
    expect(Date.parse(teeLine.return_until) - Date.parse(teeLine.delivered_at)).toBe(7 * DAY);
    expect(Date.now() - Date.parse(teeLine.delivered_at)).toBeLessThan(60_000);

    const res = await postReturn(
      c,
      orderId,
      damaged([{ product_id: t.id, variant_id: t.size('M'), quantity: 1 }], 'Cap was cracked'),
    );
    expect(res.status).toBe(201);
    expect(res.body.status).toBe('success');
    expect(res.body.message).toBe('Your return request has been sent.');
    const r = res.body.data;
    expect(r).toEqual({
      id: expect.any(Number),
      order_id: orderId,
      status: 'requested',
      reason: 'damaged',
      note: 'Cap was cracked',
      items: [
        {
          product_id: t.id,
          variant_id: t.size('M'),
          variant_label: 'Size: M',
          product_name: 'Return Tee',
          product_image: teeLine.item.product_image,
          quantity: 1,
          amount: 2500,
        },
      ],
      refund_amount: 2500,
      refund_method: 'bank_transfer',
      refund_reference: null,
      created_at: expect.any(String),
      updated_at: r.created_at,
      timeline: [{ status: 'requested', at: r.created_at, by: 'Dilan Jayasinghe', note: 'Cap was cracked' }],
    });
    // A product without a variant and without a note.
    const plain = await postReturn(c, orderId, {
      items: [{ product_id: oil.id, quantity: 1 }],
      reason: 'changed_mind',
    });
    expect(plain.status).toBe(201);
    expect(plain.body.data).toMatchObject({
      note: null,
      items: [{ variant_id: null, variant_label: null, amount: 1000 }],
    });

    const mine = await api('/v2/user/returns', { token: c.token });
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual({ status: 'success', data: [plain.body.data, r] });

    const staff = await staffSession();
    const detail = (await api(`/v2/admin/orders/${orderId}`, { token: staff })).body.data;
    expect(detail.delivered_at).toBe(teeLine.delivered_at);
    expect(detail.return_until).toBe(teeLine.return_until);
    expect(detail.returns).toEqual([
      { id: r.id, status: 'requested', created_at: r.created_at, refund_amount: 2500 },
      { id: plain.body.data.id, status: 'requested', created_at: plain.body.data.created_at, refund_amount: 1000 },
    ]);
    expect(detail.timeline.filter((e: { kind: string }) => e.kind === 'return')).toHaveLength(2);

    const list = await api('/v2/admin/returns?status=requested', { token: staff });
    expect(list.status).toBe(200);
    expect(list.body.data.pagination).toMatchObject({ currentPage: 1, perPage: 10 });
    // Newest first; other files ask for returns meanwhile, so this one is found by its id.
    const listed: Array<{ id: number; created_at: string }> = list.body.data.returns;
    const created = listed.map((x) => x.created_at);
    expect(created).toEqual([...created].sort().reverse());
    expect(listed.find((x) => x.id === plain.body.data.id)).toEqual({
      ...plain.body.data,
      customer: { id: c.id, name: 'Dilan Jayasinghe', email: c.email },
    });
    const one = await api(`/v2/admin/returns/${r.id}`, { token: await adminToken() });
    expect(one.status).toBe(200);
    expect(one.body.data).toEqual({
      ...r,
      customer: { id: c.id, name: 'Dilan Jayasinghe', email: c.email, phone: expect.any(String) },
      order: {
        id: orderId,
        status: 'delivered',
        payment_method: 'COD',
        payment_status: 'on_delivery',
        total: expect.any(Number),
        delivered_at: teeLine.delivered_at,
        created_at: expect.any(String),
      },
    });

    // Not delivered: no window.
    const pending = await cashOrder(c, [[oil.id, 1]], 'shipped');
    const pendingLine = (await api('/v2/user/orders?status=pending', { token: c.token })).body.data.find(
      (l: { order_id: number }) => l.order_id === pending,
    );
    expect(pendingLine).toMatchObject({ delivered_at: null, return_until: null });
  });

  it('refuses: not delivered, past the window, more than received (counting earlier returns not rejected), Final Sale, a bad body', async () => {
    const t = await tee();
    const c = await registerCustomer();
    const shipped = await cashOrder(c, [[t.id, 1, t.size('S')]], 'shipped');
    const item = (quantity: number, size = 'S') => ({ product_id: t.id, variant_id: t.size(size), quantity });
    const refusal = async (orderId: number, body: unknown) => (await postReturn(c, orderId, body)).body;
    expect(await refusal(shipped, damaged([item(1)]))).toEqual({
      status: 'error',
      message: NOT_RETURNABLE,
      errors: { order: [NOT_RETURNABLE] },
    });

    const orderId = await cashOrder(c, [[t.id, 2, t.size('S')]]);
    expect((await refusal(orderId, damaged([item(3)]))).errors).toEqual({ items: [TOO_MANY] });
    expect((await refusal(orderId, damaged([item(1, 'L')]))).errors).toEqual({ items: [TOO_MANY] });
    const first = await postReturn(c, orderId, damaged([item(2)]));
    expect(first.status).toBe(201);
    expect((await refusal(orderId, damaged([item(1)]))).errors).toEqual({ items: [TOO_MANY] });
    expect((await putReturn(first.body.data.id, { status: 'rejected', note: 'Worn' })).status).toBe(200);
    expect((await postReturn(c, orderId, damaged([item(1)]))).status).toBe(201);

    // The window: 7 days after delivery.
    await setDeliveredAt(orderId, new Date(Date.now() - 7 * DAY - 1000).toISOString());
    expect((await refusal(orderId, damaged([item(1)]))).errors).toEqual({ order: [NOT_RETURNABLE] });
    await setDeliveredAt(orderId, new Date(Date.now() - 6 * DAY).toISOString());
    expect((await postReturn(c, orderId, damaged([item(1)]))).status).toBe(201);
    // An order delivered before deliveredAt was recorded: its timeline's move to delivered starts the window.
    await setDeliveredAt(orderId, null);
    const moved = (await api(`/v2/admin/orders/${orderId}`, { token: await staffSession() })).body.data;
    const deliveredEvent = moved.timeline.filter((e: { to: string | null }) => e.to === 'delivered').at(-1);
    expect(moved.delivered_at).toBe(deliveredEvent.at);

    // Final Sale: set on the back-office product form (B3), kept by an update without the field, cleared by "false".
    const admin = await adminToken();
    const added = await api('/v2/products/add_new_product', {
      method: 'POST',
      token: admin,
      body: productForm({ name: 'Final Sale Razor', final_sale: 'true', stockQuantity: '5', price: '1000' }),
    });
    expect(added.status).toBe(201);
    expect(added.body.data.final_sale).toBe(true);
    const razor = added.body.data.id as number;
    expect((await api(`/v2/product/${razor}`)).body.data.final_sale).toBe(true);
    expect((await api(`/v2/product/${t.id}`)).body.data).not.toHaveProperty('final_sale');
    const razorOrder = await cashOrder(c, [[razor, 1]]);
    expect((await refusal(razorOrder, damaged([{ product_id: razor, quantity: 1 }]))).errors).toEqual({
      items: [FINAL_SALE],
    });

    // The body, field by field.
    expect((await refusal(orderId, damaged([]))).errors).toEqual({
      items: ['Please choose at least one item to return.'],
    });
    expect((await refusal(orderId, damaged([{ product_id: t.id, quantity: 0 }]))).errors).toEqual({
      'items.0.quantity': ['Please enter a quantity of at least 1.'],
    });
    expect((await refusal(orderId, { items: [item(1)], reason: 'broken' })).errors).toEqual({
      reason: ['Please choose one of: damaged, defective, wrong_item, changed_mind, other.'],
    });
    expect((await refusal(orderId, damaged([item(1)], 'x'.repeat(501)))).errors).toEqual({
      note: ['Please keep the note to 500 characters or fewer.'],
    });
  });

  it('keeps returns to their owners: another customer gets 404, customers get 403 on admin routes, staff manage them', async () => {
    const t = await tee();
    const owner = await registerCustomer();
    const other = await registerCustomer();
    const orderId = await cashOrder(owner, [[t.id, 1, t.size('L')]]);
    const item = [{ product_id: t.id, variant_id: t.size('L'), quantity: 1 }];
    const notFound = { status: 'error', message: 'Order not found' };
    const stolen = await postReturn(other, orderId, damaged(item));
    expect(stolen.status).toBe(404);
    expect(stolen.body).toEqual(notFound);
    expect((await postReturn(other, 99_999_999, damaged(item))).body).toEqual(notFound);
    const r = (await postReturn(owner, orderId, damaged(item))).body.data;
    expect((await api('/v2/user/returns', { token: other.token })).body.data).toEqual([]);
    expect((await api('/v2/user/returns')).status).toBe(401);
    expect((await postReturn({ ...owner, token: '' } as Customer, orderId, damaged(item))).status).toBe(401);

    for (const [method, path] of [
      ['GET', '/v2/admin/returns'],
      ['GET', `/v2/admin/returns/${r.id}`],
      ['PUT', `/v2/admin/returns/${r.id}`],
    ])
      expect(
        (await api(path, { method, token: owner.token, body: method === 'PUT' ? { status: 'approved' } : undefined }))
          .status,
      ).toBe(403);
    const staff = await staffSession();
    expect((await postReturn({ ...owner, token: staff } as Customer, orderId, damaged(item))).status).toBe(403);
    expect((await api('/v2/user/returns', { token: staff })).status).toBe(403);
    expect((await api('/v2/admin/returns?status=lost', { token: staff })).body.errors).toEqual({
      status: ['Please choose one of: requested, approved, rejected, received, refunded.'],
    });
    expect((await api('/v2/admin/returns/99999999', { token: staff })).body).toEqual({
      status: 'error',
      message: 'Return not found',
    });
    expect((await putReturn(99_999_999, { status: 'approved' })).status).toBe(404);
  });
});

describe('moving a return (staff and admins)', () => {
  it('allows only requested -> approved | rejected, approved -> received, received -> refunded; repeats are 409', async () => {
    const t = await tee();
    const c = await registerCustomer();
    const orderId = await cashOrder(c, [[t.id, 2, t.size('M')]]);
    const r = (await postReturn(c, orderId, damaged([{ product_id: t.id, variant_id: t.size('M'), quantity: 2 }]))).body
      .data;
    const refused = async (status: string, from: string) => {
      const res = await putReturn(r.id, { status });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ status: 'error', message: `This return cannot move from ${from} to ${status}.` });
    };
    await refused('received', 'requested');
    await refused('refunded', 'requested');
    expect((await putReturn(r.id, { status: 'requested' })).body.errors).toEqual({
      status: ['Please choose one of: approved, rejected, received, refunded.'],
    });
    const approved = await putReturn(r.id, { status: 'approved', note: 'Send it <b>back</b>' }, await adminToken());
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: 'success', message: 'Return updated successfully' });
    expect(approved.body.data.timeline.at(-1)).toMatchObject({ status: 'approved', note: 'Send it <b>back</b>' });
    await refused('approved', 'approved');
    await refused('rejected', 'approved');
    expect((await putReturn(r.id, { status: 'received' })).status).toBe(200);
    await refused('received', 'received');
    const noReference = await putReturn(r.id, { status: 'refunded' });
    expect(noReference.status).toBe(422);
    expect(noReference.body.errors).toEqual({ refund_reference: ['Please enter the bank transfer reference.'] });
    const refunded = await putReturn(r.id, { status: 'refunded', refund_reference: 'BOC-TRF-20261126-77' });
    expect(refunded.status).toBe(200);
    expect(refunded.body.data).toMatchObject({
      status: 'refunded',
      refund_amount: 5000,
      refund_method: 'bank_transfer',
      refund_reference: 'BOC-TRF-20261126-77',
    });
    expect(refunded.body.data.timeline.map((e: { status: string }) => e.status)).toEqual([
      'requested',
      'approved',
      'received',
      'refunded',
    ]);
    await refused('refunded', 'refunded');

    const detail = (await api(`/v2/admin/orders/${orderId}`, { token: await staffSession() })).body.data;
    expect(detail.returns).toEqual([{ id: r.id, status: 'refunded', created_at: r.created_at, refund_amount: 5000 }]);
    expect(
      detail.timeline.filter((e: { kind: string }) => e.kind === 'refund').map((e: { note: string }) => e.note),
    ).toEqual([`Return ${r.id}: LKR 5,000.00 refunded by bank transfer (reference BOC-TRF-20261126-77)`]);

    // The customer was mailed at each step, the shop's note escaped in the HTML.
    const mails = (await localMail()).filter((m) => m.to.includes(c.email) && m.subject.includes(`return #${r.id},`));
    expect(mails.map((m) => m.subject.split(' (')[0]).sort()).toEqual(
      [
        'We have received your return request',
        'Your return is approved',
        'We have received your returned items',
        'Your refund is on its way',
      ].sort(),
    );
    const approvedMail = mails.find((m) => m.subject.startsWith('Your return is approved'))!;
    expect(approvedMail.html).toContain('Send it &lt;b&gt;back&lt;/b&gt;');
    expect(approvedMail.text).toContain('Note from the shop: Send it <b>back</b>');

    // And texted at each step, on the mail queue: each SMS within two segments.
    const smsOfReturn = async () => (await localSms()).filter((m) => m.text.includes(`#${r.id} (order`));
    const deadline = Date.now() + 10_000;
    while ((await smsOfReturn()).length < 4 && Date.now() < deadline) await new Promise((ok) => setTimeout(ok, 200));
    const texts = (await smsOfReturn()).map((m) => m.text);
    expect(texts).toHaveLength(4);
    expect(texts.find((t) => t.includes('was approved'))).toContain('Note: Send it <b>back</b>');
    expect(texts.find((t) => t.includes('Your refund of LKR 5,000.00'))).toBeDefined();
    expect((await smsOfReturn()).every((m) => m.segments <= 2)).toBe(true);

    // The CSV export shows the return and what was refunded, in columns added at the end.
    const today = new Date(Date.now() + 5.5 * 3600 * 1000).toISOString().slice(0, 10);
    const csv = String(
      (await api(`/v2/admin/orders-export?from=${today}&to=${today}`, { token: await adminToken() })).body,
    );
    const [header, ...rows] = csv.trim().split('\r\n');
    expect(header.endsWith('"discount_code","code_discount","returns","refunded","cod_confirmation","language"')).toBe(
      true,
    );
    expect(rows.find((l) => l.startsWith(`"${orderId}",`))!.endsWith(`,"${r.id} refunded","5000.00","","en"`)).toBe(
      true,
    );
  });

  // The dashboard counts such an order once: tests/int/admin-dashboard.test.ts, which no other file runs beside.
  it('gives the stock back once to the variant under five parallel "received"', async () => {
    const t = await tee([4, 4, 4]);
    const c = await registerCustomer();
    const orderId = await cashOrder(c, [
      [t.id, 3, t.size('M')],
      [t.id, 1, t.size('L')],
    ]);
    const before = await variantStock(t.id);
    expect(before).toEqual({ total: 8, bySize: { S: 4, M: 1, L: 3 } });
    const r = (
      await postReturn(
        c,
        orderId,
        damaged([
          { product_id: t.id, variant_id: t.size('M'), quantity: 2 },
          { product_id: t.id, variant_id: t.size('L'), quantity: 1 },
        ]),
      )
    ).body.data;
    await putReturn(r.id, { status: 'approved' });
    const results = await Promise.all(Array.from({ length: 5 }, () => putReturn(r.id, { status: 'received' })));
    expect(statuses(results)).toEqual([200, 409, 409, 409, 409]);
    expect(results.filter((x) => x.status === 409).map((x) => x.body.message)).toEqual(
      Array(4).fill('This return cannot move from received to received.'),
    );
    expect(await variantStock(t.id)).toEqual({ total: 11, bySize: { S: 4, M: 3, L: 4 } });

    // A second received return of the same order moves the stock too.
    const second = (await postReturn(c, orderId, damaged([{ product_id: t.id, variant_id: t.size('M'), quantity: 1 }])))
      .body.data;
    await putReturn(second.id, { status: 'approved' });
    expect((await putReturn(second.id, { status: 'received' })).status).toBe(200);
    expect(await variantStock(t.id)).toEqual({ total: 12, bySize: { S: 4, M: 4, L: 4 } });
  });
});

describe('what a refund pays when the code or the products changed after the order (decision 0061)', () => {
  it('refunds what was paid at checkout after the code names other categories and the product moved', async () => {
    const shoe = await createTestProduct({ name: 'Share Shoe', category: 'Apparel', price: 10000, stock: 5 });
    const shirt = await createTestProduct({ name: 'Share Shirt', category: 'Beard', price: 10000, stock: 5 });
    const admin = await adminToken();
    const code = `SHARE${Date.now().toString(36)}${process.pid}`.toUpperCase();
    const made = await api('/v2/admin/discount-codes', {
      method: 'POST',
      token: admin,
      body: { code, type: 'percent', value: 20, categories: ['Apparel'] },
    });
    expect(made.status).toBe(201);
    const c = await registerCustomer();
    await api('/v2/cart/add', { method: 'POST', token: c.token, body: { product_id: shoe.id, quantity: 1 } });
    expect((await api('/v2/cart/discount', { method: 'POST', token: c.token, body: { code } })).status).toBe(200);
    // 20 % off the shoe only: the shoe cost 8,000, the shirt 10,000.
    const orderId = await cashOrder(c, [[shirt.id, 1]]);

    const edited = await api(`/v2/admin/discount-codes/${code}`, {
      method: 'PUT',
      token: admin,
      body: { type: 'percent', value: 20, categories: ['Beard'] },
    });
    expect(edited.status).toBe(200);
    const moved = await api(`/v2/products/${shoe.id}`, {
      method: 'POST',
      token: admin,
      headers: { 'X-HTTP-Method-Override': 'PUT' },
      body: productForm({ name: 'Share Shoe', category: 'Hair', price: '10000', stockQuantity: '5' }, []),
    });
    expect(moved.status).toBe(200);

    const r = (await postReturn(c, orderId, damaged([{ product_id: shoe.id, quantity: 1 }]))).body.data;
    expect(r).toMatchObject({ refund_amount: 8000, items: [{ amount: 8000 }] });
    await putReturn(r.id, { status: 'approved' });
    await putReturn(r.id, { status: 'received' });
    const refunded = await putReturn(r.id, { status: 'refunded', refund_reference: 'BOC-TRF-SHARE-1' });
    expect(refunded.status).toBe(200);
    expect(refunded.body.data).toMatchObject({ status: 'refunded', refund_amount: 8000 });
    const other = (await postReturn(c, orderId, damaged([{ product_id: shirt.id, quantity: 1 }]))).body.data;
    expect(other.refund_amount).toBe(10000);
  });
});

describe('canceling an order that has returns (stock given back once)', () => {
  it('refuses to cancel an order with a requested, approved or received return (409), moving no stock', async () => {
    const t = await tee([4, 4, 4]);
    const c = await registerCustomer();
    const orderId = await cashOrder(c, [[t.id, 2, t.size('M')]]);
    const refusedCancel = async () => {
      const res = await cancelOrder(orderId);
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ status: 'error', message: HAS_RETURN });
      expect(await orderStatus(orderId)).toBe('delivered');
    };
    const r = (await postReturn(c, orderId, damaged([{ product_id: t.id, variant_id: t.size('M'), quantity: 2 }]))).body
      .data;
    await refusedCancel();
    expect(await variantStock(t.id)).toEqual({ total: 10, bySize: { S: 4, M: 2, L: 4 } });
    await putReturn(r.id, { status: 'approved' });
    await refusedCancel();
    expect(await variantStock(t.id)).toEqual({ total: 10, bySize: { S: 4, M: 2, L: 4 } });
    expect((await putReturn(r.id, { status: 'received' })).status).toBe(200);
    await refusedCancel();
    // The return gave the two tees back; the refused cancel gave nothing more.
    expect(await variantStock(t.id)).toEqual({ total: 12, bySize: { S: 4, M: 4, L: 4 } });
  });

  it('cancels an order whose only return was rejected, giving its stock back once', async () => {
    const t = await tee([4, 4, 4]);
    const c = await registerCustomer();
    const orderId = await cashOrder(c, [[t.id, 2, t.size('M')]]);
    const r = (await postReturn(c, orderId, damaged([{ product_id: t.id, variant_id: t.size('M'), quantity: 1 }]))).body
      .data;
    await putReturn(r.id, { status: 'rejected' });
    const res = await cancelOrder(orderId);
    expect(res.status).toBe(200);
    expect(await orderStatus(orderId)).toBe('canceled');
    expect(await variantStock(t.id)).toEqual({ total: 12, bySize: { S: 4, M: 4, L: 4 } });
    // Canceled first: no return can be made any more, so nothing comes back twice.
    const late = await postReturn(c, orderId, damaged([{ product_id: t.id, variant_id: t.size('M'), quantity: 1 }]));
    expect(late.status).toBe(422);
    expect(late.body.errors).toEqual({ order: [NOT_RETURNABLE] });
    expect(await variantStock(t.id)).toEqual({ total: 12, bySize: { S: 4, M: 4, L: 4 } });
  });

  it('never lets a return request and a cancel racing both win, and the stock ends exactly right', async () => {
    const t = await tee([20, 20, 20]);
    const c = await registerCustomer();
    const outcomes: string[] = [];
    for (let round = 0; round < 8; round++) {
      const orderId = await cashOrder(c, [[t.id, 2, t.size('M')]]);
      const [request, cancel] = await Promise.all([
        postReturn(c, orderId, damaged([{ product_id: t.id, variant_id: t.size('M'), quantity: 2 }])),
        cancelOrder(orderId),
      ]);
      outcomes.push(`${request.status}/${cancel.status}`);
      expect(['201/409', '422/200']).toContain(`${request.status}/${cancel.status}`);
      if (cancel.status === 409) expect(cancel.body.message).toBe(HAS_RETURN);
      else expect(request.body.errors).toEqual({ order: [NOT_RETURNABLE] });
      expect(await orderStatus(orderId)).toBe(cancel.status === 200 ? 'canceled' : 'delivered');
      const returns = (await api(`/v2/admin/orders/${orderId}`, { token: await staffSession() })).body.data.returns;
      expect(returns).toHaveLength(request.status === 201 ? 1 : 0);
    }
    // Each canceled order gave its two tees back; each order with a return keeps them out until it is received.
    const kept = outcomes.filter((o) => o === '201/409').length;
    expect(await variantStock(t.id)).toEqual({ total: 60 - 2 * kept, bySize: { S: 20, M: 20 - 2 * kept, L: 20 } });
  });

  it('never gives stock back for a received return of an order canceled before the rule (old data)', async () => {
    const t = await tee([4, 4, 4]);
    const c = await registerCustomer();
    const orderId = await cashOrder(c, [[t.id, 2, t.size('M')]]);
    const r = (await postReturn(c, orderId, damaged([{ product_id: t.id, variant_id: t.size('M'), quantity: 2 }]))).body
      .data;
    await putReturn(r.id, { status: 'approved' });
    await setOrderStatus(orderId, 'canceled');
    const before = await variantStock(t.id);
    const res = await putReturn(r.id, { status: 'received' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      status: 'error',
      message: 'This order was canceled, so its return cannot be received.',
    });
    expect(await variantStock(t.id)).toEqual(before);
    expect((await adminReturn(r.id)).status).toBe('approved');
  });
});

describe('refunds of card orders through PayHere (local Merchant API stand-in)', () => {
  it('calls PayHere once under five parallel "refunded", with the payment id and what was paid after the code', async () => {
    const t = await tee([5, 5, 5]);
    const oil = await createTestProduct({ name: 'Refund Oil', category: 'Beard', price: 1000, stock: 10 });
    const code = `RET${Date.now().toString(36)}${process.pid}`.toUpperCase();
    const made = await api('/v2/admin/discount-codes', {
      method: 'POST',
      token: await adminToken(),
      body: { code, type: 'percent', value: 10 },
    });
    expect(made.status).toBe(201);
    const c = await registerCustomer();
    const paymentId = `32009${Date.now()}`;
    await api('/v2/cart/add', {
      method: 'POST',
      token: c.token,
      body: { product_id: t.id, quantity: 3, variant_id: t.size('S') },
    });
    expect((await api('/v2/cart/discount', { method: 'POST', token: c.token, body: { code } })).status).toBe(200);
    const orderId = await paidCardOrder(c, [[oil.id, 1]], paymentId);
    // Goods 7,500 + 1,000, 10 % off = 850: the tee's line paid 6,750, two of its three units 4,500.00.
    const r = (await postReturn(c, orderId, damaged([{ product_id: t.id, variant_id: t.size('S'), quantity: 2 }]))).body
      .data;
    expect(r).toMatchObject({ refund_method: 'payhere', refund_amount: 4500, items: [{ amount: 4500 }] });
    await putReturn(r.id, { status: 'approved' });
    await putReturn(r.id, { status: 'received' });

    const results = await Promise.all(Array.from({ length: 5 }, () => putReturn(r.id, { status: 'refunded' })));
    expect(statuses(results)).toEqual([200, 409, 409, 409, 409]);
    const ok = results.find((x) => x.status === 200)!.body.data;
    const refunds = (await merchantCalls()).filter(
      (call) => call.endpoint === 'refund' && call.body.payment_id === paymentId,
    );
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ status: 200, body: { payment_id: paymentId, amount: 4500 } });
    expect(ok).toMatchObject({
      status: 'refunded',
      refund_amount: 4500,
      refund_reference: String(refunds[0].refundId),
    });

    // The last unit: what is left of the line, so the line's refunds add up to exactly what it cost.
    const last = (await postReturn(c, orderId, damaged([{ product_id: t.id, variant_id: t.size('S'), quantity: 1 }])))
      .body.data;
    expect(last.refund_amount).toBe(2250);
    expect((await postReturn(c, orderId, damaged([{ product_id: oil.id, quantity: 1 }]))).body.data.refund_amount).toBe(
      900,
    );
  });

  it('closes a return with nothing to refund (goods 100 % off) as refunded with 0, calling no payment provider', async () => {
    const oil = await createTestProduct({ name: 'Free Oil', price: 1800, stock: 10 });
    const code = `FREE${Date.now().toString(36)}${process.pid}`.toUpperCase();
    const made = await api('/v2/admin/discount-codes', {
      method: 'POST',
      token: await adminToken(),
      body: { code, type: 'percent', value: 100 },
    });
    expect(made.status).toBe(201);
    const apply = (c: Customer) => api('/v2/cart/discount', { method: 'POST', token: c.token, body: { code } });

    // A card order: only the delivery was paid, through PayHere.
    const card = await registerCustomer();
    const paymentId = `32012${Date.now()}`;
    await api('/v2/cart/add', { method: 'POST', token: card.token, body: { product_id: oil.id, quantity: 1 } });
    expect((await apply(card)).status).toBe(200);
    const cardOrderId = await paidCardOrder(card, [], paymentId);
    const r = (await postReturn(card, cardOrderId, damaged([{ product_id: oil.id, quantity: 1 }]))).body.data;
    expect(r).toMatchObject({ refund_method: 'payhere', refund_amount: 0 });
    await putReturn(r.id, { status: 'approved' });
    await putReturn(r.id, { status: 'received' });
    const results = await Promise.all(Array.from({ length: 3 }, () => putReturn(r.id, { status: 'refunded' })));
    expect(statuses(results)).toEqual([200, 409, 409]);
    expect(results.find((x) => x.status === 200)!.body.data).toMatchObject({
      status: 'refunded',
      refund_amount: 0,
      refund_reference: null,
    });
    expect((await merchantCalls()).filter((call) => call.body.payment_id === paymentId)).toEqual([]);
    const detail = (await api(`/v2/admin/orders/${cardOrderId}`, { token: await staffSession() })).body.data;
    expect(
      detail.timeline.filter((e: { kind: string }) => e.kind === 'refund').map((e: { note: string }) => e.note),
    ).toEqual([`Return ${r.id}: nothing to refund (LKR 0.00 for its items)`]);
    const mail = (await localMail()).find((m) => m.subject.includes(`return #${r.id},`));
    expect(mail?.subject.split(' (')[0]).toBe('Your return is complete');
    expect(mail?.text).toContain('There is nothing to refund for these items (LKR 0.00), so your return is complete.');

    // Cash on delivery: no bank transfer to make, so no reference to enter.
    const cash = await registerCustomer();
    await api('/v2/cart/add', { method: 'POST', token: cash.token, body: { product_id: oil.id, quantity: 1 } });
    expect((await apply(cash)).status).toBe(200);
    const cashOrderId = await cashOrder(cash, []);
    const rc = (await postReturn(cash, cashOrderId, damaged([{ product_id: oil.id, quantity: 1 }]))).body.data;
    await putReturn(rc.id, { status: 'approved' });
    await putReturn(rc.id, { status: 'received' });
    // The received mail and SMS promise no refund of LKR 0.00.
    const receivedMail = (await localMail()).find((m) => m.subject.includes(`return #${rc.id},`));
    expect(receivedMail?.text).toContain(
      'The items are back with us. There is nothing to refund for them (LKR 0.00), so we will close your return.',
    );
    expect(receivedMail?.text).not.toContain('We will refund');
    const closed = await putReturn(rc.id, { status: 'refunded' });
    expect([closed.status, closed.body.data]).toMatchObject([
      200,
      { status: 'refunded', refund_method: 'bank_transfer', refund_amount: 0, refund_reference: null },
    ]);
  });

  it('answers 502 when PayHere refuses, keeps the return received, and lets staff try again', async () => {
    const oil = await createTestProduct({ name: 'Refused Oil', price: 1200, stock: 10 });
    const c = await registerCustomer();
    const paymentId = `REFUSE-${Date.now()}`;
    const orderId = await paidCardOrder(c, [[oil.id, 1]], paymentId);
    const r = (await postReturn(c, orderId, damaged([{ product_id: oil.id, quantity: 1 }]))).body.data;
    await putReturn(r.id, { status: 'approved' });
    await putReturn(r.id, { status: 'received' });
    for (let i = 0; i < 2; i++) {
      const res = await putReturn(r.id, { status: 'refunded' });
      expect(res.status).toBe(502);
      expect(res.body).toEqual({ status: 'error', message: 'PayHere did not accept the refund. Please try again.' });
      expect((await adminReturn(r.id)).status).toBe('received');
    }
    const calls = (await merchantCalls()).filter((call) => call.body.payment_id === paymentId);
    expect(calls.map((call) => call.body.amount)).toEqual([1200, 1200]);
  });

  it('never calls PayHere twice when its answer was lost: staff check and enter its refund reference', async () => {
    const oil = await createTestProduct({ name: 'Silent Oil', price: 1500, stock: 10 });
    const c = await registerCustomer();
    const paymentId = `SILENT-${Date.now()}`;
    const orderId = await paidCardOrder(c, [[oil.id, 1]], paymentId);
    const r = (await postReturn(c, orderId, damaged([{ product_id: oil.id, quantity: 1 }]))).body.data;
    await putReturn(r.id, { status: 'approved' });
    const received = await putReturn(r.id, { status: 'received' });
    expect(received.body.data).not.toHaveProperty('refund_check');
    const refundCalls = async () =>
      (await merchantCalls()).filter((call) => call.endpoint === 'refund' && call.body.payment_id === paymentId);

    const silent = await putReturn(r.id, { status: 'refunded' });
    expect(silent.status).toBe(502);
    expect(silent.body).toEqual({ status: 'error', message: PAYHERE_SILENT });
    expect(await adminReturn(r.id)).toMatchObject({ status: 'received', refund_check: true });
    // The check is the back-office's: the customer's own list shows the return as received, without it.
    const customerView = (await api('/v2/user/returns', { token: c.token })).body.data.find(
      (mine: { id: number }) => mine.id === r.id,
    );
    expect(customerView).toMatchObject({ status: 'received' });
    expect(customerView).not.toHaveProperty('refund_check');
    const [refunded] = await refundCalls();
    expect(refunded).toMatchObject({ status: 0, body: { amount: 1500 } });

    const again = await putReturn(r.id, { status: 'refunded' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ status: 'error', message: REFUND_CHECK });
    expect(await refundCalls()).toHaveLength(1);

    const reference = String(refunded.refundId);
    const done = await putReturn(r.id, { status: 'refunded', refund_reference: reference });
    expect(done.status).toBe(200);
    expect(done.body.data).toMatchObject({ status: 'refunded', refund_amount: 1500, refund_reference: reference });
    expect(done.body.data).not.toHaveProperty('refund_check');
    expect(await refundCalls()).toHaveLength(1);
    const repeat = await putReturn(r.id, { status: 'refunded', refund_reference: reference });
    expect(repeat.body).toEqual({ status: 'error', message: 'This return cannot move from refunded to refunded.' });
  });

  it('waits for a claim while its function may run, then treats it as an unknown outcome, never taken over', async () => {
    const oil = await createTestProduct({ name: 'Stopped Oil', price: 800, stock: 10 });
    const c = await registerCustomer();
    const paymentId = `32011${Date.now()}`;
    const orderId = await paidCardOrder(c, [[oil.id, 1]], paymentId);
    const r = (await postReturn(c, orderId, damaged([{ product_id: oil.id, quantity: 1 }]))).body.data;
    await putReturn(r.id, { status: 'approved' });
    await putReturn(r.id, { status: 'received' });
    // 8 s ago: its function may still be calling PayHere, so a request waits for it, until the claim outlives it.
    await leaveRefundClaim(orderId, r.id, new Date(Date.now() - 8000).toISOString());
    expect(await adminReturn(r.id)).not.toHaveProperty('refund_check');
    const res = await putReturn(r.id, { status: 'refunded', refund_reference: 'SENT-BEFORE-CHECKING' });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ status: 'error', message: REFUND_CHECK });
    // Now older than the functions' 10 s timeout: its function stopped without finishing; PayHere may have refunded.
    expect(await adminReturn(r.id)).toMatchObject({ status: 'received', refund_check: true });
    const done = await putReturn(r.id, { status: 'refunded', refund_reference: 'PH-REF-4471' });
    expect(done.body.data).toMatchObject({ status: 'refunded', refund_reference: 'PH-REF-4471' });
    expect((await merchantCalls()).filter((call) => call.body.payment_id === paymentId)).toEqual([]);
  });
});
