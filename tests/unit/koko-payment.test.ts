import { generateKeyPairSync, sign, verify } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderRecord } from '../../functions/domain/orders';
import { FUNCTION_TEST_ENV } from '../support/function-env';

const pair = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
const merchant = pair();
const koko = pair();
const NOW = new Date('2026-03-01T10:00:00.000Z');

type Koko = typeof import('../../functions/domain/payments/methods/koko/koko');
type Form = typeof import('../../functions/domain/payments/methods/koko/koko-form');
type Callback = typeof import('../../functions/domain/payments/methods/koko/koko-notification');
let kokoMethod: Koko['kokoPayIn3'];
let kokoForm: Form['kokoForm'];
let decideCallback: Callback['decideCallback'];
let kokoSettings: (typeof import('../../functions/domain/payments/methods/koko/koko-config'))['kokoSettings'];

beforeAll(async () => {
  Object.assign(process.env, FUNCTION_TEST_ENV, {
    PAYMENT_WINDOW_SECONDS: '1800',
    KOKO_MERCHANT_ID: 'M-77',
    KOKO_API_KEY: 'key-abc',
    // Written as one line with the two characters \n, as an environment variable often holds a PEM.
    KOKO_MERCHANT_PRIVATE_KEY: merchant.privateKey.replace(/\n/g, '\\n'),
    KOKO_PUBLIC_KEY: koko.publicKey.replace(/\n/g, '\\n'),
    KOKO_ORDER_URL: 'https://koko.example/api/merchants/orderCreate',
    KOKO_MIN_AMOUNT: '1000',
    KOKO_MAX_AMOUNT: '150000.50',
  });
  kokoMethod = (await import('../../functions/domain/payments/methods/koko/koko')).kokoPayIn3;
  kokoForm = (await import('../../functions/domain/payments/methods/koko/koko-form')).kokoForm;
  decideCallback = (await import('../../functions/domain/payments/methods/koko/koko-notification')).decideCallback;
  kokoSettings = (await import('../../functions/domain/payments/methods/koko/koko-config')).kokoSettings;
});

const order = (over: Partial<OrderRecord> = {}) =>
  ({
    id: 42,
    status: 'pending',
    paymentMethod: 'KOKO',
    paymentStatus: 'unpaid',
    totalCents: 235050,
    customer: { email: 'kasun@example.lk', name: 'Kasun' },
    billing: { first_name: 'Kasun', last_name: 'Perera' },
    lines: [{ name: 'Beard Oil', quantity: 2 }],
    history: [],
    ...over,
  }) as unknown as OrderRecord;

describe("KOKO's checkout form", () => {
  it('lists the fields in exactly the order KOKO reads them, with dataString their values joined in that order', async () => {
    const { action, fields } = kokoForm(order(), await kokoSettings());
    expect(action).toBe('https://koko.example/api/merchants/orderCreate');
    expect(Object.keys(fields)).toEqual([
      '_mId',
      '_amount',
      '_currency',
      '_pluginName',
      '_pluginVersion',
      '_returnUrl',
      '_cancelUrl',
      '_orderId',
      '_reference',
      '_firstName',
      '_lastName',
      '_email',
      '_description',
      'api_key',
      '_responseUrl',
      'dataString',
      'signature',
    ]);
    expect(fields).toMatchObject({
      _mId: 'M-77',
      _amount: '2350.50',
      _currency: 'LKR',
      _orderId: '42',
      _reference: 'ORD-000042',
      _firstName: 'Kasun',
      _lastName: 'Perera',
      _email: 'kasun@example.lk',
      api_key: 'key-abc',
      _responseUrl: 'http://127.0.0.1:3000/api/v2/koko/notify',
    });
    const f = fields;
    expect(f.dataString).toBe(
      f._mId +
        f._amount +
        f._currency +
        f._pluginName +
        f._pluginVersion +
        f._returnUrl +
        f._cancelUrl +
        f._orderId +
        f._reference +
        f._firstName +
        f._lastName +
        f._email +
        f._description +
        f.api_key +
        f._responseUrl,
    );
  });

  it("signs dataString with the merchant's private key (base64 RSA-SHA256): the public key verifies it, and nothing else", async () => {
    const { fields } = kokoForm(order(), await kokoSettings());
    const signature = Buffer.from(fields.signature, 'base64');
    expect(verify('sha256', Buffer.from(fields.dataString), merchant.publicKey, signature)).toBe(true);
    const tampered = fields.dataString.replace('2350.50', '1.00');
    expect(verify('sha256', Buffer.from(tampered), merchant.publicKey, signature)).toBe(false);
    expect(verify('sha256', Buffer.from(fields.dataString), koko.publicKey, signature)).toBe(false);
  });

  it('never carries the private key', async () => {
    const form = JSON.stringify(kokoForm(order(), await kokoSettings()));
    expect(form).not.toContain('PRIVATE KEY');
  });
});

describe('the KOKO plug-in', () => {
  it('starts unpaid with the payment window as its deadline, a sale only once paid, expiring and payable again', async () => {
    expect(await kokoMethod.newOrderPayment(NOW)).toEqual({
      paymentStatus: 'unpaid',
      paymentDeadline: '2026-03-01T10:30:00.000Z',
    });
    expect(kokoMethod).toMatchObject({
      confirmedWhen: 'paid',
      saleBeforePayment: false,
      canPayAgain: true,
      expiresUnpaid: true,
    });
  });

  it('takes totals within the range, both ends included, and refuses others with a 409 in the issue words', async () => {
    await expect(kokoMethod.checkTotal(100000)).resolves.toBeUndefined();
    await expect(kokoMethod.checkTotal(15000050)).resolves.toBeUndefined();
    for (const cents of [99999, 15000051]) {
      await expect(kokoMethod.checkTotal(cents)).rejects.toMatchObject({
        kind: 'amount-not-offered',
        message: 'KOKO is not available for this amount.',
      });
    }
  });

  it('is refunded by staff, who enter the reference from KOKO', () => {
    expect(kokoMethod.refunds).toMatchObject({ by: 'staff', method: 'koko' });
    expect(kokoMethod.refunds.referenceMissing).toBe("Please enter the refund reference from KOKO's merchant portal.");
  });
});

describe("KOKO's callback", () => {
  const callback = (status: string, trnId = 'T-1') => ({ orderId: '42', trnId, status, signature: 'x' });
  const AT = '2026-03-01T10:05:00.000Z';

  it('SUCCESS pays a waiting order once; a repeat of it changes nothing', () => {
    const change = decideCallback(callback('SUCCESS'), order(), AT);
    expect(change).toMatchObject({ paymentStatus: 'paid', payment: { paymentId: 'T-1' } });
    expect(change?.events[0]).toMatchObject({ kind: 'paid', by: { kind: 'provider', name: 'KOKO' }, to: 'paid' });
    const paid = order({ paymentStatus: 'paid', payment: change!.payment });
    expect(decideCallback(callback('SUCCESS'), paid, AT)).toBeNull();
  });

  it('any other status marks an unpaid order failed, and never undoes a payment', () => {
    expect(decideCallback(callback('FAILED'), order(), AT)).toMatchObject({ paymentStatus: 'failed' });
    expect(decideCallback(callback('CANCELLED'), order({ paymentStatus: 'paid' }), AT)).toBeNull();
  });

  it('a success after the order expired is flagged for refund', () => {
    const ended = order({ paymentStatus: 'expired', status: 'canceled' });
    expect(decideCallback(callback('SUCCESS'), ended, AT)).toMatchObject({ paymentStatus: 'refund_due' });
  });

  it("is signed over orderId + trnId + status with KOKO's key", async () => {
    const { callbackDataString, rsaVerifies } =
      await import('../../functions/domain/payments/methods/koko/koko-signing');
    const data = callbackDataString({ orderId: '42', trnId: 'T-1', status: 'SUCCESS' });
    expect(data).toBe('42T-1SUCCESS');
    const signature = sign('sha256', Buffer.from('42T-1SUCCESS'), koko.privateKey).toString('base64');
    expect(rsaVerifies(data, signature, koko.publicKey)).toBe(true);
    expect(rsaVerifies('42T-1FAILED', signature, koko.publicKey)).toBe(false);
    expect(rsaVerifies(data, 'not base64 at all', koko.publicKey)).toBe(false);
  });
});
