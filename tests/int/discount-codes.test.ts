import { describe, expect, it } from 'vitest';
import { adminToken, api, localMail, registerCustomer, type Customer } from '../support/api';
import { productForm, staffToken } from '../support/admin';
import { codBody, fillCart } from '../support/checkout';
import { createTestProduct, useShopBackend } from '../support/direct';
import { newCode, uniqueCode } from '../support/discount-codes';
import { cardCheckout } from '../support/payhere';
import { onlyOrders } from '../support/sweep-scope';

const apply = (c: Customer, code: string) =>
  api('/v2/cart/discount', { method: 'POST', token: c.token, body: { code } });
const cart = (c: Customer) => api('/v2/cart', { token: c.token });
const checkout = (c: Customer) => api('/v2/checkout', { method: 'POST', token: c.token, body: codBody() });
const codeDetail = async (code: string) =>
  (await api(`/v2/admin/discount-codes/${code}`, { token: await adminToken() })).body.data;

async function shopper(lines: Array<[number, number]>) {
  const c = await registerCustomer();
  await fillCart(c, lines);
  return c;
}

describe('discount codes in the cart (issue 21)', () => {
  it('applies a code matched case-insensitively after trimming, shows it next to the undiscounted total, and removes it', async () => {
    const oil = await createTestProduct({ name: 'Code Oil', price: 2400, discount: 0, stock: 10 });
    const code = await newCode({ value: 10 });
    const c = await shopper([[oil.id, 2]]);
    expect((await cart(c)).body).toMatchObject({ total_amount: 4800, discount_code: null, discount_amount: 0 });
    const res = await apply(c, `  ${code.toLowerCase()} `);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'success',
      message: 'Discount code applied',
      total_amount: 4800,
      discount_code: code,
      discount_amount: 480,
      total_after_discount: 4320,
    });
    expect((await cart(c)).body).toMatchObject({
      discount_code: code,
      discount_amount: 480,
      total_after_discount: 4320,
    });
    const removed = await api('/v2/cart/discount', { method: 'DELETE', token: c.token });
    expect(removed.body).toMatchObject({ discount_code: null, discount_amount: 0, total_after_discount: 4800 });
  });

  it('matches a code only after trimming and ASCII case folding: look-alike letters name no code', async () => {
    const oil = await createTestProduct({ name: 'Look-alike Oil', price: 2000, discount: 0, stock: 10 });
    const code = await newCode({ value: 10 }, 'FEEDFIRST');
    const c = await shopper([[oil.id, 1]]);
    const lower = code.toLowerCase();
    // The ligature ﬁ (U+FB01) and the dotless ı (U+0131) both upper-case to plain ASCII letters.
    for (const lookAlike of [lower.replace('fi', '\uFB01'), lower.replace('fir', 'f\u0131r')]) {
      expect(lookAlike.toUpperCase()).toBe(code);
      const res = await apply(c, lookAlike);
      expect([res.status, res.body], lookAlike).toEqual([
        422,
        { status: 'error', message: 'This code does not exist.', errors: { code: ['This code does not exist.'] } },
      ]);
    }
    expect((await cart(c)).body).toMatchObject({ discount_code: null, discount_amount: 0 });
    const applied = await apply(c, ` ${lower.replace('feed', 'FeEd')}\t`);
    expect([applied.status, applied.body.discount_code]).toEqual([200, code]);
  });

  it('refuses each code that may not be used with its own 422 message on the code field', async () => {
    const beard = await createTestProduct({ name: 'Refusal Oil', category: 'Beard', price: 1000, stock: 50 });
    const day = 24 * 3600 * 1000;
    const later = await newCode({ starts_at: new Date(Date.now() + day).toISOString() });
    const over = await newCode({ ends_at: new Date(Date.now() - 1000).toISOString() });
    const minSpend = await newCode({ min_subtotal: 3000 });
    const hair = await newCode({ categories: ['Hair'] });
    const once = await newCode({ per_customer_limit: 1 });
    const full = await newCode({ usage_limit: 1, per_customer_limit: null });
    const c = await shopper([[beard.id, 1]]);
    const expectRefusal = async (code: string, message: string) => {
      const res = await apply(c, code);
      expect(res.status).toBe(422);
      expect(res.body).toEqual({ status: 'error', message, errors: { code: [message] } });
    };
    await expectRefusal('NO-SUCH-CODE-X', 'This code does not exist.');
    await expectRefusal(later, 'This code is not active yet.');
    await expectRefusal(over, 'This code has expired.');
    await expectRefusal(minSpend, 'Spend at least LKR 3,000.00 to use this code.');
    await expectRefusal(hair, 'This code does not apply to the items in your cart.');

    expect((await apply(c, once)).status).toBe(200);
    expect((await checkout(c)).status).toBe(201);
    await fillCart(c, [[beard.id, 1]]);
    await expectRefusal(once.toLowerCase(), 'You have already used this code.');
    const first = await shopper([[beard.id, 1]]);
    expect((await apply(first, full)).status).toBe(200);
    expect((await checkout(first)).status).toBe(201);
    await expectRefusal(full, 'This code has reached its usage limit.');
    expect((await apply(await shopper([[beard.id, 1]]), once)).status).toBe(200);
  });

  it('answers 429 with the shop message after ten refused codes in ten minutes', async () => {
    const oil = await createTestProduct({ name: 'Guess Oil', stock: 5 });
    const good = await newCode({});
    const c = await shopper([[oil.id, 1]]);
    const guesses = await Promise.all(Array.from({ length: 12 }, (_, i) => apply(c, `GUESS-${i}`)));
    expect(guesses.filter((r) => r.status === 422)).toHaveLength(10);
    const limited = guesses.filter((r) => r.status === 429);
    expect(limited).toHaveLength(2);
    expect(limited[0].body).toEqual({
      status: 'error',
      message: 'Too many requests. Please wait a few minutes and try again.',
    });
    expect(Number(limited[0].headers.get('retry-after'))).toBeGreaterThan(0);
    // A valid code too: the answer must not tell codes apart while the window is full.
    expect((await apply(c, good)).status).toBe(429);
    expect((await apply(await shopper([[oil.id, 1]]), good)).status).toBe(200);
  });

  it('prices the code on the lines an order would buy: not a line whose product has sizes since it was added', async () => {
    const balm = await createTestProduct({ name: 'Sized Later Balm', category: 'Apparel', price: 1000, stock: 10 });
    const comb = await createTestProduct({ name: 'Code Comb', price: 2000, stock: 10 });
    const code = await newCode({ value: 10 });
    const c = await shopper([
      [balm.id, 2],
      [comb.id, 1],
    ]);
    expect((await apply(c, code)).body).toMatchObject({ total_amount: 4000, discount_amount: 400 });
    const form = productForm({ name: 'Sized Later Balm', category: 'Apparel', price: '1000', stockQuantity: '10' });
    form.append('options', JSON.stringify([{ name: 'Size', values: ['M'] }]));
    form.append('variants', JSON.stringify([{ options: { Size: 'M' }, sku: `SLB-${uniqueCode('M')}`, stock: 10 }]));
    const update = await api(`/v2/products/${balm.id}`, { method: 'POST', token: await adminToken(), body: form });
    expect(update.status).toBe(200);
    const body = (await cart(c)).body;
    expect(body.data.find((l: { product_id: number }) => l.product_id === balm.id)).toMatchObject({
      variant_id: null,
      variant: null,
      total_price: 0,
    });
    expect(body).toMatchObject({ total_amount: 2000, discount_amount: 200, total_after_discount: 1800 });
    const placed = await checkout(c);
    expect(placed.status).toBe(201);
    expect(placed.body.order).toMatchObject({ discount_code: code, discount_amount: 200 });
  });
});

describe('checkout with a discount code (issue 21)', () => {
  it('places the cash order with the code and amount, mails them, lists them, and counts the use', async () => {
    const oil = await createTestProduct({ name: 'Movember Oil', price: 2450, discount: 10, stock: 10 });
    const balm = await createTestProduct({ name: 'Movember Balm', category: 'Hair', price: 1000, stock: 10 });
    const code = await newCode({ value: 15, categories: ['Beard'] }, 'MOVEMBER');
    const c = await shopper([
      [oil.id, 2],
      [balm.id, 1],
    ]);
    expect((await apply(c, code)).body.discount_amount).toBe(661.5);
    const res = await checkout(c);
    expect(res.status).toBe(201);
    // oil net 4410, 15% = 661.50; balm untouched; Colombo 350
    expect(res.body.order).toMatchObject({
      subtotal: 5900,
      discount: 490 + 661.5,
      shipping: 350,
      total: 5410 - 661.5 + 350,
      discount_code: code,
      discount_amount: 661.5,
    });
    const mine = await api('/v2/user/orders?status=pending', { token: c.token });
    expect(mine.body.data[0]).toMatchObject({ discount_code: code, discount_amount: 661.5 });
    const mail = (await localMail()).find((m) => m.to.includes(c.email) && m.subject.includes('is confirmed'));
    expect(mail?.text).toContain(`Discount (${code}): -LKR 661.50`);
    const detail = await codeDetail(code);
    expect(detail).toMatchObject({ uses: 1, discount_total: 661.5 });
    expect(detail.orders).toEqual([
      expect.objectContaining({ order_id: res.body.order.id, discount_amount: 661.5, given_back: false }),
    ]);
    expect((await cart(c)).body).toMatchObject({ data: [], discount_code: null });
  });

  it('gives free shipping and charges PayHere the discounted total; the request discount stays ignored', async () => {
    const oil = await createTestProduct({ name: 'Free Ship Oil', price: 1500, stock: 10 });
    const code = await newCode({ type: 'free_shipping' });
    const c = await shopper([[oil.id, 1]]);
    expect((await apply(c, code)).status).toBe(200);
    const res = await cardCheckout(c);
    expect(res.status).toBe(201);
    expect(res.body.order).toMatchObject({ shipping: 0, total: 1500, discount_code: code, discount_amount: 350 });
    expect(res.body.payhere.amount).toBe('1500.00');
  });

  it('answers 409 when the code stopped applying: nothing placed, the lines stay, the code goes', async () => {
    const oil = await createTestProduct({ name: 'Stopped Oil', price: 1500, stock: 10 });
    const code = await newCode({});
    const c = await shopper([[oil.id, 1]]);
    expect((await apply(c, code)).status).toBe(200);
    const admin = await adminToken();
    const put = await api(`/v2/admin/discount-codes/${code}`, {
      method: 'PUT',
      token: admin,
      body: { type: 'percent', value: 10, ends_at: new Date(Date.now() - 1000).toISOString() },
    });
    expect(put.status).toBe(200);
    const res = await checkout(c);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ status: 'error', message: 'This code has expired.' });
    expect(await stockAfter(oil.id)).toBe(10);
    expect((await cart(c)).body).toMatchObject({ discount_code: null, total_items: 1 });
  });

  it('forty customers at once on a usage limit of 10 make exactly ten discounted orders', async () => {
    const oil = await createTestProduct({ name: 'Race Oil', price: 1000, stock: 100 });
    const code = await newCode({ usage_limit: 10 });
    const customers = await Promise.all(Array.from({ length: 40 }, () => shopper([[oil.id, 1]])));
    for (const c of customers) expect((await apply(c, code)).status).toBe(200);
    const results = await Promise.all(customers.map(checkout));
    const placed = results.filter((r) => r.status === 201);
    const refused = results.filter((r) => r.status === 409);
    expect(placed).toHaveLength(10);
    expect(refused).toHaveLength(30);
    for (const r of placed) expect(r.body.order).toMatchObject({ discount_code: code, discount_amount: 100 });
    for (const r of refused) expect(r.body.message).toBe('This code has reached its usage limit.');
    expect(await stockAfter(oil.id)).toBe(90);
    expect(await codeDetail(code)).toMatchObject({ uses: 10, discount_total: 1000 });
  });

  it('one customer in two tabs with a per-customer limit of 1 gets one discounted order', async () => {
    const oil = await createTestProduct({ name: 'Two Tabs Oil', price: 1000, stock: 100 });
    const code = await newCode({ per_customer_limit: 1 });
    const c = await shopper([[oil.id, 1]]);
    expect((await apply(c, code)).status).toBe(200);
    // Cash in one tab, card in the other, at the same moment.
    const results = await Promise.all([checkout(c), cardCheckout(c)]);
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(await codeDetail(code)).toMatchObject({ uses: 1 });
    await fillCart(c, [[oil.id, 1]]);
    expect((await apply(c, code)).body.message).toBe('You have already used this code.');
  });

  it('a canceled order gives its use back once, even when two cancels race', async () => {
    const oil = await createTestProduct({ name: 'Cancel Code Oil', price: 1000, stock: 10 });
    const code = await newCode({ usage_limit: 1 });
    const c = await shopper([[oil.id, 1]]);
    await apply(c, code);
    const order = (await checkout(c)).body.order;
    expect(await codeDetail(code)).toMatchObject({ uses: 1, discount_total: 100 });
    const staff = await staffToken();
    const cancels = await Promise.all(
      [1, 2].map(() =>
        api(`/v2/order/${order.id}`, { method: 'PUT', token: staff.token, body: { status: 'canceled' } }),
      ),
    );
    expect(cancels.map((r) => r.status)).toEqual([200, 200]);
    const detail = await codeDetail(code);
    expect(detail).toMatchObject({ uses: 0, discount_total: 0 });
    expect(detail.orders[0]).toMatchObject({ order_id: order.id, given_back: true });
    // The use is free again, for this customer too.
    await fillCart(c, [[oil.id, 1]]);
    expect((await apply(c, code)).status).toBe(200);
  });

  it('an expired card order gives its use back once, even when two expiry runs race', async () => {
    useShopBackend();
    const { expireUnpaidOrders } = await import('../../functions/flows/workflows/payment-expiry');
    const oil = await createTestProduct({ name: 'Expiry Code Oil', price: 1000, stock: 10 });
    const code = await newCode({ usage_limit: 1 });
    const c = await shopper([[oil.id, 1]]);
    await apply(c, code);
    const placed = await cardCheckout(c);
    expect(placed.body.payhere.amount).toBe('1250.00');
    expect(await codeDetail(code)).toMatchObject({ uses: 1 });
    const afterWindow = new Date(Date.now() + 24 * 3600 * 1000);
    const mine = onlyOrders(placed.body.order.id);
    await Promise.all([expireUnpaidOrders(afterWindow, mine), expireUnpaidOrders(afterWindow, mine)]);
    const detail = await codeDetail(code);
    expect(detail).toMatchObject({ uses: 0, discount_total: 0 });
    expect(detail.orders[0]).toMatchObject({ order_id: placed.body.order.id, given_back: true });
  });
});

describe('the back-office discount codes (issue 21)', () => {
  it('lists, searches, pages, reads, edits; staff may read but not write; customers neither', async () => {
    const admin = await adminToken();
    const code = await newCode({ type: 'fixed', value: 500, min_subtotal: 3000, usage_limit: 100 }, 'LIST');
    const list = await api(`/v2/admin/discount-codes?search=${code.toLowerCase()}`, { token: admin });
    expect(list.status).toBe(200);
    expect(list.body.data.pagination).toEqual({ currentPage: 1, perPage: 10, totalPages: 1, totalCodes: 1 });
    expect(list.body.data.codes[0]).toMatchObject({
      code,
      type: 'fixed',
      value: 500,
      gives: 'LKR 500.00 off',
      min_subtotal: 3000,
      usage_limit: 100,
      per_customer_limit: 1,
      categories: [],
      active: true,
      uses: 0,
      discount_total: 0,
    });
    const staff = await staffToken();
    expect((await api(`/v2/admin/discount-codes/${code}`, { token: staff.token })).status).toBe(200);
    const staffPut = await api(`/v2/admin/discount-codes/${code}`, {
      method: 'PUT',
      token: staff.token,
      body: { type: 'percent', value: 5 },
    });
    expect(staffPut.status).toBe(403);
    const customer = await registerCustomer();
    expect((await api('/v2/admin/discount-codes', { token: customer.token })).status).toBe(403);
    const put = await api(`/v2/admin/discount-codes/${code.toLowerCase()}`, {
      method: 'PUT',
      token: admin,
      body: { type: 'percent', value: 20, active: false },
    });
    expect(put.body.data).toMatchObject({ code, type: 'percent', value: 20, min_subtotal: null, active: false });
  });

  it('refuses a bad or taken code with a 422 per field', async () => {
    const admin = await adminToken();
    const bad = await api('/v2/admin/discount-codes', {
      method: 'POST',
      token: admin,
      body: { code: 'a b', type: 'percent', value: 120, ends_at: 'soon' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toMatchObject({
      code: ['The code must be 3 to 32 letters, digits, - or _.'],
      ends_at: ['Please give a date and time (ISO 8601).'],
    });
    const code = await newCode({});
    const taken = await api('/v2/admin/discount-codes', {
      method: 'POST',
      token: admin,
      body: { code: code.toLowerCase(), type: 'percent', value: 10 },
    });
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual({ code: ['A discount code with this name already exists.'] });
    const percent = await api('/v2/admin/discount-codes', {
      method: 'POST',
      token: admin,
      body: { code: uniqueCode('P'), type: 'percent', value: 0 },
    });
    expect(percent.body.errors).toEqual({ value: ['A percent must be a whole number from 1 to 100.'] });
  });

  it('refuses starts_at and ends_at that are not real date-times with a zone, on create and on update, storing nothing', async () => {
    const admin = await adminToken();
    const real = 'Please choose a real date.';
    const notOne = 'Please give a date and time (ISO 8601).';
    const cases: Array<[string, string]> = [
      ['2026-02-31T00:00:00Z', real],
      ['2025-02-29T09:00:00+05:30', real],
      ['1', notOne],
      ['0', notOne],
      ['2026-03-01T09:00:00', notOne],
    ];
    const kept = await newCode({ ends_at: '2030-01-01T00:00:00.000Z' });
    for (const field of ['starts_at', 'ends_at'])
      for (const [value, message] of cases) {
        const code = uniqueCode('D');
        const created = await api('/v2/admin/discount-codes', {
          method: 'POST',
          token: admin,
          body: { code, type: 'percent', value: 10, [field]: value },
        });
        expect([created.status, created.body.errors], `${field} ${value}`).toEqual([422, { [field]: [message] }]);
        expect((await api(`/v2/admin/discount-codes/${code}`, { token: admin })).status).toBe(404);
        const updated = await api(`/v2/admin/discount-codes/${kept}`, {
          method: 'PUT',
          token: admin,
          body: { type: 'percent', value: 10, [field]: value },
        });
        expect([updated.status, updated.body.errors], `${field} ${value}`).toEqual([422, { [field]: [message] }]);
      }
    expect(await codeDetail(kept)).toMatchObject({ starts_at: null, ends_at: '2030-01-01T00:00:00.000Z' });
  });

  it('deletes a code never used and only deactivates a used one', async () => {
    const admin = await adminToken();
    const unused = await newCode({});
    const del = await api(`/v2/admin/discount-codes/${unused}`, { method: 'DELETE', token: admin });
    expect(del.body).toEqual({ status: 'success', message: 'Discount code deleted successfully.' });
    expect((await api(`/v2/admin/discount-codes/${unused}`, { token: admin })).status).toBe(404);

    const oil = await createTestProduct({ name: 'Used Code Oil', price: 1000, stock: 10 });
    const used = await newCode({});
    const c = await shopper([[oil.id, 1]]);
    await apply(c, used);
    expect((await checkout(c)).status).toBe(201);
    const off = await api(`/v2/admin/discount-codes/${used}`, { method: 'DELETE', token: admin });
    expect(off.body.message).toBe('Discount code deactivated: orders used it, so it is kept for them.');
    expect(await codeDetail(used)).toMatchObject({ active: false, uses: 1 });
  });
});

async function stockAfter(productId: number): Promise<number> {
  return (await api(`/v2/product/${productId}`)).body.data.stock;
}
