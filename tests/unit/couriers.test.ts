import { beforeAll, describe, expect, it } from 'vitest';
import {
  COURIER_NAMES,
  courierNamed,
  sameTracking,
  trackingOf,
  trackingText,
  trackingUrl,
} from '../../shared/rules/couriers';
import { toFieldErrors } from '../../shared/validation/fields';
import { orderStatusMessages, orderStatusSchema } from '../../shared/validation/orders';
import type { OrderRecord } from '../../functions/domain/orders';
import { FUNCTION_TEST_ENV } from '../support/function-env';
import { billing } from '../support/billing';

describe('couriers and their tracking pages (issue 22)', () => {
  it('lists the six couriers of the issue, in its order', () => {
    expect(COURIER_NAMES).toEqual([
      'Domex',
      'Pronto Lanka',
      'Koombiyo',
      'Prompt Xpress',
      'Sri Lanka Post',
      'Own delivery',
    ]);
  });

  it("builds Domex's page for the number, encoded; the others have none", () => {
    expect(trackingUrl('Domex', 'DX123456')).toBe('https://domex.lk/Order-Details.php?wbno=DX123456');
    expect(trackingUrl('Domex', 'A&B=1 2')).toBe('https://domex.lk/Order-Details.php?wbno=A%26B%3D1%202');
    for (const courier of COURIER_NAMES.filter((c) => c !== 'Domex')) expect(trackingUrl(courier, 'X1234')).toBeNull();
    expect(trackingOf('Own delivery', 'RUN-7')).toEqual({ courier: 'Own delivery', number: 'RUN-7', url: null });
  });

  it('finds a courier whatever its case and spaces, and writes a tracking the shop way', () => {
    expect(courierNamed('  sri lanka POST ')).toBe('Sri Lanka Post');
    expect(courierNamed('Sri  Lanka Post')).toBeUndefined();
    expect(courierNamed('DHL')).toBeUndefined();
    expect(trackingText({ courier: 'Domex', number: 'DX1234' })).toBe('Domex · DX1234');
    expect(sameTracking(trackingOf('Domex', 'DX1234'), trackingOf('Domex', 'DX1234'))).toBe(true);
    expect(sameTracking(trackingOf('Domex', 'DX1234'), trackingOf('Koombiyo', 'DX1234'))).toBe(false);
    expect(sameTracking(undefined, trackingOf('Domex', 'DX1234'))).toBe(false);
  });
});

describe("B6's courier and tracking_number", () => {
  const errorsOf = (body: Record<string, unknown>) => {
    const result = orderStatusSchema.safeParse(body);
    return result.success ? result.data : toFieldErrors(result.error);
  };

  it('takes a courier in any case and a trimmed number, only together and only with shipped', () => {
    expect(errorsOf({ status: 'Shipped', courier: ' koombiyo', tracking_number: ' KB-0042 ' })).toEqual({
      status: 'shipped',
      courier: 'Koombiyo',
      tracking_number: 'KB-0042',
    });
    expect(errorsOf({ status: 'shipped', courier: null, tracking_number: '  ' })).toEqual({ status: 'shipped' });
    expect(errorsOf({ status: 'shipped', tracking_number: 'KB0042' })).toEqual({
      courier: [orderStatusMessages.courierMissing],
    });
    expect(errorsOf({ status: 'shipped', courier: 'Domex' })).toEqual({
      tracking_number: [orderStatusMessages.trackingNumberMissing],
    });
    expect(errorsOf({ status: 'canceled', courier: 'Domex', tracking_number: 'DX1234' })).toEqual({
      status: [orderStatusMessages.trackingNotShipped],
    });
  });

  it('refuses other couriers and numbers that are not 4 to 40 letters, digits or hyphens', () => {
    expect(errorsOf({ status: 'shipped', courier: 'Fedex', tracking_number: 'DX1234' })).toEqual({
      courier: [
        'The courier must be one of Domex, Pronto Lanka, Koombiyo, Prompt Xpress, Sri Lanka Post, Own delivery.',
      ],
    });
    for (const bad of ['DX1', 'D'.repeat(41), 'DX 1234', 'DX_1234', 'ඩීඑක්ස්1234', '<b>1234', 1234, ['DX1234']])
      expect(errorsOf({ status: 'shipped', courier: 'Domex', tracking_number: bad }), String(bad)).toEqual({
        tracking_number: [orderStatusMessages.trackingNumber],
      });
    for (const good of ['DX12', 'D'.repeat(40), 'RR123456789LK', 'dx-12-34'])
      expect(errorsOf({ status: 'shipped', courier: 'Domex', tracking_number: good })).toMatchObject({
        tracking_number: good,
      });
  });
});

describe('the mails that carry a tracking', () => {
  let mail: typeof import('../../functions/domain/mail');
  beforeAll(async () => {
    Object.assign(process.env, FUNCTION_TEST_ENV);
    mail = await import('../../functions/domain/mail');
  });

  const order = (over: Partial<OrderRecord>): OrderRecord => ({
    id: 42,
    userId: 7,
    status: 'shipped',
    stockReturned: false,
    customer: { name: 'Kasun Perera', email: 'kasun@example.lk', phone: '0771234567' },
    billing,
    shippingAddress: '12 Temple Rd',
    paymentMethod: 'COD',
    lines: [],
    subtotalCents: 100000,
    discountCents: 0,
    shippingCents: 35000,
    taxCents: 0,
    totalCents: 135000,
    estimatedArrival: '2026-03-06',
    createdAt: '2026-03-01T08:00:00.000Z',
    updatedAt: '2026-03-01T08:00:00.000Z',
    ...over,
  });
  // Values no courier name or valid number has, to show every value is escaped in the HTML.
  const odd = { courier: 'Domex', number: 'A<B>"1"', url: 'https://domex.lk/Order-Details.php?wbno=A&x="1"' } as const;

  it('the shipped mail names courier, number and link, in text and escaped HTML', () => {
    const m = mail.orderStatusMail(order({ tracking: odd }));
    expect(m.subject).toBe('Your order ORD-000042 is on its way - Kesara');
    expect(m.text).toContain(
      'The courier will call before delivery.\n\nCourier: Domex\nTracking number: A<B>"1"\nTrack your parcel: https://domex.lk/Order-Details.php?wbno=A&x="1"\n\nOrder ORD-000042',
    );
    expect(m.html).toContain('Tracking number: <strong>A&lt;B&gt;&quot;1&quot;</strong>');
    expect(m.html).toContain('<a href="https://domex.lk/Order-Details.php?wbno=A&amp;x=&quot;1&quot;"');
    expect(m.html).not.toContain('A<B>');
  });

  it('no tracking lines without a tracking, nor on another status; no link without a page', () => {
    expect(mail.orderStatusMail(order({})).text).not.toContain('Tracking number');
    expect(mail.orderStatusMail(order({ status: 'delivered', tracking: odd })).text).not.toContain('Tracking number');
    const post = mail.orderStatusMail(order({ tracking: trackingOf('Sri Lanka Post', 'RR123456789LK') }));
    expect(post.text).toContain('Courier: Sri Lanka Post\nTracking number: RR123456789LK\n\n');
    expect(post.text).not.toContain('Track your parcel');
    expect(post.html).not.toContain('<a href="https://domex');
  });

  it('a corrected tracking has its own mail', () => {
    const m = mail.orderTrackingMail(order({ tracking: trackingOf('Domex', 'DX123456') }), true);
    expect(m.subject).toBe('New tracking number for your order ORD-000042 - Kesara');
    expect(m.text).toBe(
      [
        'Hello Kasun,',
        '',
        'We corrected the tracking number of your order. Please use this one:',
        '',
        'Courier: Domex',
        'Tracking number: DX123456',
        'Track your parcel: https://domex.lk/Order-Details.php?wbno=DX123456',
        '',
        'Kesara Grooming Co.',
      ].join('\n'),
    );
    expect(mail.orderTrackingMail(order({ tracking: trackingOf('Domex', 'DX123456') }), false).subject).toBe(
      'Tracking number for your order ORD-000042 - Kesara',
    );
    expect(() => mail.orderTrackingMail(order({}), true)).toThrow();
  });
});
