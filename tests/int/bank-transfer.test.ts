import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, api, localMail, localSms, registerCustomer, shopUrl } from '../support/api';
import { staffToken } from '../support/admin';
import { bankOrder, decide, PDF, PNG, SEED_JPEG, sendSlip } from '../support/bank-transfer';
import { checkout, codBody, fillCart, stockOf } from '../support/checkout';
import { createTestProduct, useShopBackend } from '../support/direct';
import { moveOrder, postReturn, putReturn } from '../support/returns';
import { onlyOrders } from '../support/sweep-scope';

type Orders = typeof import('../../functions/domain/orders/orders-repo');
type Expiry = typeof import('../../functions/flows/workflows/payment-expiry');
let orders: Orders;
let expiry: Expiry;
let staff: string;

beforeAll(async () => {
  useShopBackend();
  orders = await import('../../functions/domain/orders/orders-repo');
  expiry = await import('../../functions/flows/workflows/payment-expiry');
  staff = (await staffToken()).token;
});

const stored = async (id: number) => (await orders.getOrder(id))!;
/** The default window is 3 days: the expiry as the schedule would run it just after. */
const afterWindow = () => new Date(Date.now() + 259_201 * 1000);
const orderNumberOf = (id: number) => `ORD-${String(id).padStart(6, '0')}`;

describe('POST /v2/checkout with BANK_TRANSFER', () => {
  it('places the order awaiting its slip and answers the account, the reference, the amount and the pay-by time', async () => {
    const { res, product, customer } = await bankOrder(10, 3);
    expect(res.status).toBe(201);
    const { order, bank_transfer } = res.body;
    expect(order).toMatchObject({
      payment_method: 'BANK_TRANSFER',
      payment_status: 'awaiting_slip',
      status: 'pending',
    });
    expect(bank_transfer).toEqual({
      bank: 'Commercial Bank of Ceylon',
      branch: 'Colombo 07',
      account_name: 'Kesara Grooming (Pvt) Ltd',
      account_number: '8001234567',
      reference: order.order_number,
      amount: order.total,
      pay_by: order.payment_deadline,
    });
    const window = Date.parse(bank_transfer.pay_by) - Date.parse(order.created_at);
    expect(window).toBe(259_200_000);
    expect(await stockOf(product.id)).toBe(7);
    // Placed orders are confirmed at once, by mail and SMS, with how to pay.
    const mail = (await localMail()).find(
      (m) => m.to.includes(customer.email) && m.subject.includes(order.order_number),
    );
    expect(mail?.text).toContain('Account number: 8001234567');
    expect(mail?.text).toContain(`Reference: ${order.order_number}`);
    const sms = (await localSms()).find((s) => s.text.includes(order.order_number));
    expect(sms?.text).toContain('8001234567');
  });

  it('a cash order answers exactly as before, without bank details', async () => {
    const customer = await registerCustomer();
    const { product } = await bankOrder(5, 1, customer);
    await fillCart(customer, [[product.id, 1]]);
    const res = await checkout(customer);
    expect(res.status).toBe(201);
    expect(Object.keys(res.body)).toEqual(['status', 'message', 'order']);
    expect(res.body.order.payment_status).toBe('on_delivery');
  });
});

describe('POST /v2/user/orders/{order_id}/slip', () => {
  it('takes a JPEG, PNG or PDF by its bytes from the order’s customer and records it once', async () => {
    const { order, customer } = await bankOrder();
    const res = await sendSlip(customer, order.id, SEED_JPEG(), 'slip.jpg', 'image/jpeg');
    expect(res.status).toBe(200);
    expect(res.body.order).toMatchObject({ id: order.id, payment_status: 'slip_uploaded' });
    const again = await sendSlip(customer, order.id, PDF, 'slip.pdf', 'application/pdf');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe("This order's payment is already confirmed.");
    const kept = await stored(order.id);
    expect(kept.slip?.contentType).toBe('image/jpeg');
    expect(kept.slip?.key.startsWith('slips/')).toBe(true);
    expect(kept.history?.map((e) => e.kind)).toEqual(['placed', 'slip_uploaded']);
  });

  it('refuses what is not an image or PDF, a slip over 4 MB, another customer’s order and a cash order, changing nothing', async () => {
    const { order, customer } = await bankOrder();
    const text = await sendSlip(customer, order.id, Buffer.from('not a slip at all'), 'slip.png', 'image/png');
    expect(text.status).toBe(422);
    expect(text.body.errors.slip).toEqual(['The slip must be a JPEG or PNG picture or a PDF.']);
    const big = Buffer.concat([PNG, Buffer.alloc(4 * 1024 * 1024)]);
    const tooBig = await sendSlip(customer, order.id, big);
    expect(tooBig.status).toBe(413);
    const someoneElse = await registerCustomer();
    expect((await sendSlip(someoneElse, order.id, PNG)).status).toBe(404);
    const cash = await registerCustomer();
    const { product } = await bankOrder(5, 1, cash);
    await fillCart(cash, [[product.id, 1]]);
    const cashOrder = (await checkout(cash)).body.order;
    expect((await sendSlip(cash, cashOrder.id, PNG)).status).toBe(404);
    expect((await api(`/v2/user/orders/${order.id}/slip`, { method: 'POST' })).status).toBe(401);
    expect(await stored(order.id)).toMatchObject({ paymentStatus: 'awaiting_slip' });
    expect((await stored(order.id)).slip).toBeUndefined();
  });
});

describe('the slip is private', () => {
  it('is read only through a signed link of at most 5 minutes, by its customer and by staff', async () => {
    const { order, customer } = await bankOrder();
    expect((await api(`/v2/user/orders/${order.id}/slip`, { token: customer.token })).status).toBe(409);
    await sendSlip(customer, order.id, PNG);
    const mine = await api(`/v2/user/orders/${order.id}/slip`, { token: customer.token });
    expect(mine.status).toBe(200);
    const link = new URL(mine.body.url);
    expect(Number(link.searchParams.get('X-Amz-Expires'))).toBeLessThanOrEqual(300);
    const got = await fetch(link);
    expect(got.status).toBe(200);
    expect(got.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await got.arrayBuffer()).equals(PNG)).toBe(true);
    const staffLink = await api(`/v2/admin/orders/${order.id}/slip`, { token: staff });
    expect(staffLink.status).toBe(200);
    expect((await fetch(staffLink.body.url)).status).toBe(200);
    const someoneElse = await registerCustomer();
    expect((await api(`/v2/user/orders/${order.id}/slip`, { token: someoneElse.token })).status).toBe(404);
    expect((await api(`/v2/admin/orders/${order.id}/slip`, { token: customer.token })).status).toBe(403);
  });

  it('an unsigned, forged or expired link is refused with 403, and no public path reaches the slip', async () => {
    const { order, customer } = await bankOrder();
    await sendSlip(customer, order.id, PNG);
    const link = new URL((await api(`/v2/user/orders/${order.id}/slip`, { token: customer.token })).body.url);
    const unsigned = new URL(link);
    unsigned.search = '';
    expect((await fetch(unsigned)).status).toBe(403);
    const forged = new URL(link);
    const signature = forged.searchParams.get('X-Amz-Signature')!;
    forged.searchParams.set('X-Amz-Signature', `${signature[0] === 'a' ? 'b' : 'a'}${signature.slice(1)}`);
    expect((await fetch(forged)).status).toBe(403);
    const otherKey = new URL(link);
    otherKey.pathname = otherKey.pathname.replace(/\.png$/, '.jpg');
    expect((await fetch(otherKey)).status).toBe(403);
    // Signed in the past, its 5 minutes over: the check computes the same signature, then finds the time up.
    const { slipLinkAt } = await import('../support/bank-transfer-links');
    const expired = await slipLinkAt((await stored(order.id)).slip!.key, new Date(Date.now() - 301_000));
    expect((await fetch(expired)).status).toBe(403);
    const inTime = await slipLinkAt((await stored(order.id)).slip!.key, new Date(Date.now() - 60_000));
    expect((await fetch(inTime)).status).toBe(200);
    const key = (await stored(order.id)).slip!.key;
    for (const path of [`/storage/${key}`, `/${key}`, `/storage/../${key}`, `/api/storage/${key}`])
      expect((await fetch(`${shopUrl()}${path}`)).headers.get('content-type')).not.toBe('image/png');
  });
});

describe('PUT /v2/admin/orders/{id}/payment', () => {
  it('five parallel accepts make one change and one mail; the order is paid with the reference on its timeline', async () => {
    const { order, customer } = await bankOrder();
    await sendSlip(customer, order.id, PNG);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => decide(staff, order.id, { decision: 'accept', reference: 'BOC-778812' })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409]);
    const kept = await stored(order.id);
    expect(kept.paymentStatus).toBe('paid');
    expect(kept.history?.filter((e) => e.kind === 'paid')).toEqual([
      expect.objectContaining({ note: 'bank reference BOC-778812', by: expect.objectContaining({ role: 'staff' }) }),
    ]);
    const mails = (await localMail()).filter(
      (m) =>
        m.to.includes(customer.email) && m.subject.startsWith(`Payment received for order ${orderNumberOf(order.id)}`),
    );
    expect(mails).toHaveLength(1);
    const detail = await api(`/v2/admin/orders/${order.id}`, { token: staff });
    expect(detail.body.data.timeline.map((e: { kind: string }) => e.kind)).toEqual(['placed', 'slip_uploaded', 'paid']);
  });

  it('a rejection tells the customer the reason by mail and SMS, and the customer can send another slip', async () => {
    const { order, customer } = await bankOrder();
    await sendSlip(customer, order.id, PNG);
    const reason = 'The amount on the slip is LKR 200 short.';
    const res = await decide(staff, order.id, { decision: 'reject', reason });
    expect(res.status).toBe(200);
    expect(res.body.order.payment_status).toBe('slip_rejected');
    const number = orderNumberOf(order.id);
    expect((await localMail()).find((m) => m.to.includes(customer.email) && m.text.includes(reason))).toBeTruthy();
    expect((await localSms()).find((s) => s.text.includes(number) && s.text.includes('LKR 200 short'))).toBeTruthy();
    expect((await sendSlip(customer, order.id, PDF, 'slip.pdf', 'application/pdf')).status).toBe(200);
    expect((await stored(order.id)).paymentStatus).toBe('slip_uploaded');
  });

  it('refuses a bad body with 422 and any other state with 409, changing nothing', async () => {
    const { order, customer } = await bankOrder();
    expect((await decide(staff, order.id, { decision: 'accept' })).status).toBe(409);
    await sendSlip(customer, order.id, PNG);
    for (const body of [
      { decision: 'maybe' },
      { decision: 'reject' },
      { decision: 'reject', reason: 'no' },
      { decision: 'reject', reason: 'x'.repeat(301) },
    ])
      expect((await decide(staff, order.id, body)).status).toBe(422);
    expect((await decide(customer.token, order.id, { decision: 'accept' })).status).toBe(403);
    expect((await decide(staff, 99_999_999, { decision: 'accept' })).status).toBe(404);
    expect((await stored(order.id)).paymentStatus).toBe('slip_uploaded');
  });
});

describe('the bank transfer window', () => {
  it('cancels an order with no slip, or only a rejected one, gives its stock back once and tells the customer', async () => {
    const waiting = await bankOrder(10, 2);
    const rejected = await bankOrder(10, 3);
    await sendSlip(rejected.customer, rejected.order.id, PNG);
    await decide(staff, rejected.order.id, { decision: 'reject', reason: 'The slip is not readable.' });
    const mine = onlyOrders(waiting.order.id, rejected.order.id);
    expect((await expiry.expireUnpaidOrders(new Date(), mine)).map((e) => e.order.id)).not.toContain(waiting.order.id);
    const ended = await Promise.all([
      expiry.expireUnpaidOrders(afterWindow(), mine),
      expiry.expireUnpaidOrders(afterWindow(), mine),
    ]);
    const ids = ended.flat().map((e) => e.order.id);
    expect(ids.filter((id) => id === waiting.order.id)).toHaveLength(1);
    expect(ids.filter((id) => id === rejected.order.id)).toHaveLength(1);
    expect(await stockOf(waiting.product.id)).toBe(10);
    expect(await stockOf(rejected.product.id)).toBe(10);
    expect(await stored(waiting.order.id)).toMatchObject({ status: 'canceled', paymentStatus: 'expired' });
    // The customer is told in the words of a bank transfer (the run's mails go through the shop's outbox).
    const { paymentExpiredMail } = await import('../../functions/domain/mail');
    expect(paymentExpiredMail(await stored(waiting.order.id)).text).toContain('We did not receive the bank slip');
    expect((await sendSlip(waiting.customer, waiting.order.id, PNG)).status).toBe(409);
  });

  it('never cancels an order whose slip waits for staff, and a slip racing the expiry ends one way only', async () => {
    const checking = await bankOrder(10, 1);
    await sendSlip(checking.customer, checking.order.id, PNG);
    await expiry.expireUnpaidOrders(afterWindow(), onlyOrders(checking.order.id));
    expect(await stored(checking.order.id)).toMatchObject({ status: 'pending', paymentStatus: 'slip_uploaded' });

    const racing = await bankOrder(10, 2);
    const [upload] = await Promise.all([
      sendSlip(racing.customer, racing.order.id, PNG),
      expiry.expireUnpaidOrders(afterWindow(), onlyOrders(racing.order.id)),
    ]);
    const kept = await stored(racing.order.id);
    if (upload.status === 200) expect(kept).toMatchObject({ status: 'pending', paymentStatus: 'slip_uploaded' });
    else {
      expect(upload.status).toBe(409);
      expect(kept).toMatchObject({ status: 'canceled', paymentStatus: 'expired' });
      expect(await stockOf(racing.product.id)).toBe(10);
    }
  });

  it('staff accepting a slip while the expiry runs: the order ends paid, never canceled', async () => {
    const { order, customer } = await bankOrder(10, 1);
    await sendSlip(customer, order.id, PNG);
    const [accept] = await Promise.all([
      decide(staff, order.id, { decision: 'accept' }),
      expiry.expireUnpaidOrders(afterWindow(), onlyOrders(order.id)),
    ]);
    expect(accept.status).toBe(200);
    expect(await stored(order.id)).toMatchObject({ status: 'pending', paymentStatus: 'paid' });
  });
});

describe('a shop without its bank account (no BANK_* settings)', () => {
  it('does not offer bank transfer: the checkout is a 409 that writes nothing, and the methods leave it out', async () => {
    // This process runs the shop's own workflows against its table, without the account the local shop sets.
    for (const name of ['BANK_NAME', 'BANK_BRANCH', 'BANK_ACCOUNT_NAME', 'BANK_ACCOUNT_NUMBER'])
      delete process.env[name];
    const { checkoutSchema } = await import('../../shared/validation/checkout');
    const { checkoutMethod } = await import('../../functions/domain/payments');
    const { checkout: placeOrder } = await import('../../functions/flows/workflows/checkout');
    const { checkoutMethodsFor } = await import('../../functions/flows/workflows/checkout-methods');
    const { answerFor } = await import('../../functions/handlers/error-map');
    const product = await createTestProduct({ name: 'Unbanked Balm', price: 1000, discount: 0, stock: 5 });
    const buyer = await registerCustomer();
    await fillCart(buyer, [[product.id, 2]]);
    const input = checkoutSchema.parse(codBody({ payment_method: 'BANK_TRANSFER' }));
    const refused = await placeOrder(buyer.id, input, checkoutMethod('checkout-cod', 'BANK_TRANSFER')!).catch((e) => e);
    expect(refused).toMatchObject({
      kind: 'method-not-offered',
      message: 'Bank transfer is not available at the moment. Please choose another way to pay.',
    });
    expect(answerFor(refused)?.statusCode).toBe(409);
    expect(await stockOf(product.id)).toBe(5);
    expect((await api('/v2/user/orders?filter=pending', { token: buyer.token })).body.data).toEqual([]);
    expect(await checkoutMethodsFor(buyer.id, '')).toEqual({ methods: ['COD', 'CARD', 'KOKO'], withheld: [] });
  });

  it('while the local shop, with its demo account, offers it', async () => {
    const buyer = await registerCustomer();
    expect((await api('/v2/checkout/methods', { token: buyer.token })).body.data.methods).toContain('BANK_TRANSFER');
  });
});

describe('staff and an unpaid bank transfer', () => {
  it('cannot send it on its way (processing, shipped, delivered) until its slip is accepted', async () => {
    const { order, customer } = await bankOrder(10, 1);
    const move = (body: Record<string, unknown>) => api(`/v2/order/${order.id}`, { method: 'PUT', token: staff, body });
    const onItsWay = [
      { status: 'processing' },
      { status: 'shipped', courier: 'domex', tracking_number: 'DX123465' },
      { status: 'delivered' },
    ];
    const refusal = {
      status: 409,
      body: { status: 'error', message: 'This bank transfer is not paid yet. Please accept its slip first.' },
    };
    for (const body of onItsWay) expect(await move(body)).toMatchObject(refusal);
    await sendSlip(customer, order.id, PNG);
    expect(await move(onItsWay[1])).toMatchObject(refusal);
    expect(await stored(order.id)).toMatchObject({ status: 'pending', paymentStatus: 'slip_uploaded' });
    expect((await decide(staff, order.id, { decision: 'accept' })).status).toBe(200);
    expect(await move(onItsWay[1])).toMatchObject({ status: 200, body: { order: { status: 'shipped' } } });
  });

  it('may still be canceled', async () => {
    const { order } = await bankOrder(10, 1);
    const res = await api(`/v2/order/${order.id}`, { method: 'PUT', token: staff, body: { status: 'canceled' } });
    expect(res).toMatchObject({ status: 200, body: { order: { status: 'canceled' } } });
  });
});

describe('the back office lists and exports bank transfers by their payment', () => {
  it('ORDER LIST filters by the slip statuses, and the CSV names the method and its status', async () => {
    const { order, customer } = await bankOrder(10, 1);
    await sendSlip(customer, order.id, PNG);
    const ids = async (query: string) =>
      ((await api(`/v2/admin/orders?${query}&page=1`, { token: staff })).body.data.orders as Array<{ id: number }>).map(
        (o) => o.id,
      );
    expect(await ids('payment_status=slip_uploaded')).toContain(order.id);
    expect(await ids('payment_status=awaiting_slip')).not.toContain(order.id);
    expect(await ids('payment_method=BANK_TRANSFER')).toContain(order.id);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Colombo' }).format(new Date());
    const csv = await api(`/v2/admin/orders-export?from=${today}&to=${today}`, { token: await adminToken() });
    const row = (csv.body as string).split('\r\n').find((line) => line.startsWith(`"${order.id}",`));
    expect(row).toContain('"BANK_TRANSFER","slip_uploaded"');
  });
});

describe('a returned bank-transfer order', () => {
  it('is refunded by hand, with the reference of the transfer staff made, as a cash order is', async () => {
    const { order, customer, product } = await bankOrder(10, 1);
    await sendSlip(customer, order.id, PNG);
    expect((await decide(staff, order.id, { decision: 'accept' })).status).toBe(200);
    await moveOrder(order.id, 'delivered');
    const requested = await postReturn(customer, order.id, {
      items: [{ product_id: product.id, quantity: 1 }],
      reason: 'changed_mind',
    });
    expect(requested.status).toBe(201);
    const id = requested.body.data.id as number;
    expect((await putReturn(id, { status: 'approved' })).status).toBe(200);
    expect((await putReturn(id, { status: 'received' })).status).toBe(200);
    const noReference = await putReturn(id, { status: 'refunded' });
    expect(noReference.body.errors).toEqual({ refund_reference: ['Please enter the bank transfer reference.'] });
    const refunded = await putReturn(id, { status: 'refunded', refund_reference: 'COM-TRF-9921' });
    expect(refunded.body.data).toMatchObject({
      status: 'refunded',
      refund_method: 'bank_transfer',
      refund_reference: 'COM-TRF-9921',
    });
  });
});
