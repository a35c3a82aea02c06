import { beforeAll, describe, expect, it } from 'vitest';
import { api, localMail, registerCustomer, type Customer } from '../support/api';
import { placeOrder, staffToken } from '../support/admin';
import { stockOf } from '../support/checkout';
import { createTestProduct } from '../support/direct';

const DOMEX_PAGE = 'https://domex.lk/Order-Details.php?wbno=';
/** The keys of B6's `order` before issue 22, in their order; issue 22 adds `tracking` after them. */
const B6_ORDER_KEYS = [
  'id',
  'status',
  'date',
  'created_at',
  'payment_method',
  'payment_status',
  'customer',
  'orderInfo',
  'deliverTo',
  'paymentInfo',
  'products',
  'summary',
];
/** B6's `order` now: issue 34 adds the order's `language` after its payment, issue 22 `tracking` at the end. */
const B6_KEYS_NOW = [...B6_ORDER_KEYS.slice(0, 6), 'language', ...B6_ORDER_KEYS.slice(6), 'tracking'];

describe('tracking numbers on shipped orders (issue 22)', () => {
  let staff: string;
  beforeAll(async () => {
    staff = (await staffToken()).token;
  });
  const setStatus = (id: number, body: Record<string, unknown>) =>
    api(`/v2/order/${id}`, { method: 'PUT', token: staff, body });
  const orderPage = async (id: number) => (await api(`/v2/admin/orders/${id}`, { token: staff })).body.data;
  const myLines = async (c: Customer, tab: 'pending' | 'complete') =>
    (await api(`/v2/user/orders?status=${tab}`, { token: c.token })).body.data as Array<{
      order_id: number;
      tracking: unknown;
    }>;
  const mailsTo = async (c: Customer, subject: string) =>
    (await localMail()).filter((m) => m.to.includes(c.email) && m.subject.includes(subject));

  async function newOrder(name = 'Tracked Oil') {
    const product = await createTestProduct({ name, stock: 10 });
    const customer = await registerCustomer();
    const order = await placeOrder(customer, [[product.id, 2]]);
    return { product, customer, order };
  }

  it('writes courier, number and link with the move to shipped, on B6, the order page, S11 and the shipped mail', async () => {
    const { customer, order } = await newOrder();
    expect((await api('/v2/user/orders?status=pending', { token: customer.token })).body.data[0].tracking).toBeNull();
    const res = await setStatus(order.id, { status: 'shipped', courier: 'domex', tracking_number: ' DX-123456 ' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Order updated successfully');
    const tracking = { courier: 'Domex', number: 'DX-123456', url: `${DOMEX_PAGE}DX-123456` };
    expect(res.body.order.status).toBe('shipped');
    expect(res.body.order.tracking).toEqual(tracking);
    expect(Object.keys(res.body.order)).toEqual(B6_KEYS_NOW);

    const page = await orderPage(order.id);
    expect(page.tracking).toEqual(tracking);
    expect(page.timeline.at(-1)).toMatchObject({
      kind: 'status',
      from: 'pending',
      to: 'shipped',
      note: 'Domex · DX-123456',
    });
    const lines = (await myLines(customer, 'pending')).filter((l) => l.order_id === order.id);
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((l) => JSON.stringify(l.tracking) === JSON.stringify(tracking))).toBe(true);

    const [mail] = await mailsTo(customer, 'is on its way');
    expect(mail?.text).toContain(
      `Courier: Domex\nTracking number: DX-123456\nTrack your parcel: ${DOMEX_PAGE}DX-123456`,
    );
    expect(mail?.html).toContain('Courier: <strong>Domex</strong>');
    expect(mail?.html).toContain(`<a href="${DOMEX_PAGE}DX-123456"`);

    // Delivered keeps the tracking, in the Complete tab too.
    expect((await setStatus(order.id, { status: 'delivered' })).body.order.tracking).toEqual(tracking);
    const complete = (await myLines(customer, 'complete')).find((l) => l.order_id === order.id);
    expect(complete?.tracking).toEqual(tracking);
  });

  it('a courier without a tracking page has url null, in the answers and the mail', async () => {
    const { customer, order } = await newOrder();
    const res = await setStatus(order.id, {
      status: 'shipped',
      courier: 'Sri Lanka Post',
      tracking_number: 'RR123456789LK',
    });
    expect(res.body.order.tracking).toEqual({ courier: 'Sri Lanka Post', number: 'RR123456789LK', url: null });
    const [mail] = await mailsTo(customer, 'is on its way');
    expect(mail?.text).toContain('Courier: Sri Lanka Post\nTracking number: RR123456789LK\n\nOrder');
    expect(mail?.html).not.toContain('Track your parcel');
  });

  it('without tracking, B6 answers as before plus tracking null, and the shipped mail has no tracking lines', async () => {
    const { customer, order } = await newOrder();
    const res = await setStatus(order.id, { status: 'shipped' });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.order)).toEqual(B6_KEYS_NOW);
    expect(res.body.order.tracking).toBeNull();
    expect((await orderPage(order.id)).timeline.at(-1).note).toBeNull();
    const [mail] = await mailsTo(customer, 'is on its way');
    expect(mail?.text).not.toContain('Tracking number');
    // Blank fields (a form's empty inputs) are "not given".
    expect((await setStatus(order.id, { status: 'delivered', courier: '', tracking_number: null })).status).toBe(200);
  });

  it('refuses a bad courier or number with a 422 per field, and changes nothing', async () => {
    const { order } = await newOrder();
    await setStatus(order.id, { status: 'processing' });
    const refusals: Array<[Record<string, unknown>, Record<string, string[]>]> = [
      [
        { courier: 'DHL', tracking_number: 'DX123456' },
        {
          courier: [
            'The courier must be one of Domex, Pronto Lanka, Koombiyo, Prompt Xpress, Sri Lanka Post, Own delivery.',
          ],
        },
      ],
      [{ tracking_number: 'DX123456' }, { courier: ['Please choose the courier of this tracking number.'] }],
      [{ courier: 'Domex' }, { tracking_number: ['Please enter the tracking number.'] }],
      [
        { courier: 'Domex', tracking_number: 'DX 123456' },
        { tracking_number: ['The tracking number must be 4 to 40 letters, digits or hyphens.'] },
      ],
      [
        { courier: 'Domex', tracking_number: 'DX1' },
        { tracking_number: ['The tracking number must be 4 to 40 letters, digits or hyphens.'] },
      ],
      [
        { courier: 'Domex', tracking_number: 'D'.repeat(41) },
        { tracking_number: ['The tracking number must be 4 to 40 letters, digits or hyphens.'] },
      ],
      [
        { courier: 'Domex', tracking_number: 12345678 },
        { tracking_number: ['The tracking number must be 4 to 40 letters, digits or hyphens.'] },
      ],
      [
        { courier: 7, tracking_number: '<b>1234</b>' },
        {
          courier: [
            'The courier must be one of Domex, Pronto Lanka, Koombiyo, Prompt Xpress, Sri Lanka Post, Own delivery.',
          ],
          tracking_number: ['The tracking number must be 4 to 40 letters, digits or hyphens.'],
        },
      ],
    ];
    for (const [body, errors] of refusals) {
      const res = await setStatus(order.id, { status: 'shipped', ...body });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.errors, JSON.stringify(body)).toEqual(errors);
    }
    const other = await setStatus(order.id, { status: 'delivered', courier: 'Domex', tracking_number: 'DX123456' });
    expect(other.status).toBe(422);
    expect(other.body.errors).toEqual({
      status: ['A courier and tracking number can be given only with the status shipped.'],
    });
    const page = await orderPage(order.id);
    expect(page.status).toBe('processing');
    expect(page.tracking).toBeNull();
  });

  it('corrects the number of a shipped order: the answers change, the customer is mailed, no stock moves', async () => {
    const { product, customer, order } = await newOrder('Corrected Oil');
    await setStatus(order.id, { status: 'shipped', courier: 'Domex', tracking_number: 'DX123465' });
    const stock = await stockOf(product.id);
    const res = await setStatus(order.id, { status: 'shipped', courier: 'Domex', tracking_number: 'DX123456' });
    expect(res.status).toBe(200);
    expect(res.body.order).toMatchObject({
      status: 'shipped',
      tracking: { courier: 'Domex', number: 'DX123456', url: `${DOMEX_PAGE}DX123456` },
    });
    expect(await stockOf(product.id)).toBe(stock);
    const page = await orderPage(order.id);
    expect(page.tracking.number).toBe('DX123456');
    expect(page.timeline.at(-1)).toMatchObject({
      kind: 'tracking',
      from: 'Domex · DX123465',
      to: 'Domex · DX123456',
      by: 'Nimal Silva (staff)',
    });
    expect((await myLines(customer, 'pending')).find((l) => l.order_id === order.id)?.tracking).toMatchObject({
      number: 'DX123456',
    });
    const corrected = await mailsTo(customer, 'New tracking number for your order');
    expect(corrected).toHaveLength(1);
    expect(corrected[0]!.text).toContain('We corrected the tracking number of your order. Please use this one:');
    expect(corrected[0]!.text).toContain(`Tracking number: DX123456\nTrack your parcel: ${DOMEX_PAGE}DX123456`);
    expect(await mailsTo(customer, 'is on its way')).toHaveLength(1);

    // The same tracking again, or none: nothing changes and nothing is mailed.
    const timelineLength = page.timeline.length;
    expect(
      (await setStatus(order.id, { status: 'shipped', courier: 'DOMEX', tracking_number: 'DX123456' })).status,
    ).toBe(200);
    expect((await setStatus(order.id, { status: 'shipped' })).body.order.tracking.number).toBe('DX123456');
    expect((await orderPage(order.id)).timeline).toHaveLength(timelineLength);
    expect(await mailsTo(customer, 'New tracking number for your order')).toHaveLength(1);
    expect(await stockOf(product.id)).toBe(stock);
  });

  it('the same correction sent five times at once is recorded and mailed once', async () => {
    const { customer, order } = await newOrder('Raced Oil');
    await setStatus(order.id, { status: 'shipped', courier: 'Domex', tracking_number: 'DX000001' });
    const before = (await orderPage(order.id)).timeline.length;
    const body = { status: 'shipped', courier: 'Pronto Lanka', tracking_number: 'PL-778899' };
    const answers = await Promise.all(Array.from({ length: 5 }, () => setStatus(order.id, body)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.every((a) => a.body.order.tracking.number === 'PL-778899')).toBe(true);
    const timeline = (await orderPage(order.id)).timeline;
    expect(timeline).toHaveLength(before + 1);
    expect(timeline.at(-1)).toMatchObject({
      kind: 'tracking',
      from: 'Domex · DX000001',
      to: 'Pronto Lanka · PL-778899',
    });
    expect(await mailsTo(customer, 'New tracking number for your order')).toHaveLength(1);
  });

  it('gives a tracking to an order shipped without one, and mails it', async () => {
    const { customer, order } = await newOrder();
    await setStatus(order.id, { status: 'shipped' });
    const res = await setStatus(order.id, { status: 'shipped', courier: 'Koombiyo', tracking_number: 'KB0042' });
    expect(res.body.order.tracking).toEqual({ courier: 'Koombiyo', number: 'KB0042', url: null });
    expect((await orderPage(order.id)).timeline.at(-1)).toMatchObject({
      kind: 'tracking',
      from: null,
      to: 'Koombiyo · KB0042',
    });
    const [mail] = await mailsTo(customer, 'Tracking number for your order');
    expect(mail?.text).toContain(
      'You can follow it with this tracking number:\n\nCourier: Koombiyo\nTracking number: KB0042',
    );
  });

  it('the checkout answer carries tracking null', async () => {
    const product = await createTestProduct({ stock: 5 });
    const order = await placeOrder(await registerCustomer(), [[product.id, 1]]);
    expect((order as unknown as { tracking: unknown }).tracking).toBeNull();
  });
});
