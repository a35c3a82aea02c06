import { describe, expect, it } from 'vitest';
import { parsePeriod, periodPlan } from '../../shared/rules/dashboard-periods';
import { orderQueueRank, statusBadge } from '../../shared/rules/orders';
import { toFieldErrors } from '../../shared/validation/fields';
import { addProductSchema, updateProductSchema } from '../../shared/validation/product';
import { addStaffSchema, updateStaffSchema } from '../../shared/validation/staff';
import {
  counterDelta,
  orderChangeDelta,
  orderContribution,
  orderDay,
} from '../../functions/domain/stats/order-counters';
import type { OrderRecord } from '../../functions/domain/orders/order-record';

const order = {
  createdAt: '2025-12-31T18:45:00.000Z',
  paymentMethod: 'COD',
  totalCents: 530000,
  lines: [
    { productId: 3, quantity: 2, totalCents: 400000 },
    { productId: 9, quantity: 1, totalCents: 100000 },
  ],
} as unknown as OrderRecord;

describe('dashboard periods (Colombo days)', () => {
  it('weekly and monthly are the last 7 and 30 days, one point a day', () => {
    const week = periodPlan('weekly', '2026-03-02');
    expect(week.startDay).toBe('2026-02-24');
    expect(week.endDay).toBe('2026-03-02');
    expect(week.buckets.map((b) => b.label)).toEqual([
      '24 Feb',
      '25 Feb',
      '26 Feb',
      '27 Feb',
      '28 Feb',
      '01 Mar',
      '02 Mar',
    ]);
    const month = periodPlan('monthly', '2026-03-02');
    expect(month.buckets).toHaveLength(30);
    expect(month.startDay).toBe('2026-02-01');
  });

  it('yearly is this month and the 11 before it, one point a month', () => {
    const year = periodPlan('yearly', '2026-03-02');
    expect(year.startDay).toBe('2025-04-01');
    expect(year.buckets[0]).toEqual({ label: 'Apr 2025', firstDay: '2025-04-01', lastDay: '2025-04-30' });
    expect(year.buckets.at(-1)).toEqual({ label: 'Mar 2026', firstDay: '2026-03-01', lastDay: '2026-03-02' });
    expect(year.buckets.find((b) => b.label === 'Feb 2026')?.lastDay).toBe('2026-02-28');
  });

  it('reads the period in any case; missing is monthly; unknown is refused', () => {
    expect(parsePeriod(undefined)).toBe('monthly');
    expect(parsePeriod('YEARLY')).toBe('yearly');
    expect(parsePeriod('daily')).toBeNull();
  });
});

describe('order counters of the daily aggregates', () => {
  it('an order belongs to its Colombo day: 18:45Z on 31 Dec is 1 Jan in Colombo', () => {
    expect(orderDay(order)).toBe('2026-01-01');
  });

  it('placing adds the order, its status, its payment method and status, its revenue and units per product', () => {
    expect(orderContribution(order, 'pending')).toEqual({
      orders: 1,
      st_pending: 1,
      pm_COD: 1,
      ps_on_delivery: 1,
      revenueCents: 530000,
      u_3: 2,
      r_3: 400000,
      u_9: 1,
      r_9: 100000,
    });
  });

  it('a status move only moves the status counts; canceling takes the sales out and reopening puts them back', () => {
    expect(counterDelta(order, 'pending', 'shipped')).toEqual({ st_pending: -1, st_shipped: 1 });
    expect(counterDelta(order, 'shipped', 'canceled')).toEqual({
      st_shipped: -1,
      st_canceled: 1,
      revenueCents: -530000,
      u_3: -2,
      r_3: -400000,
      u_9: -1,
      r_9: -100000,
    });
    expect(counterDelta(order, 'canceled', 'processing')).toEqual({
      st_canceled: -1,
      st_processing: 1,
      revenueCents: 530000,
      u_3: 2,
      r_3: 400000,
      u_9: 1,
      r_9: 100000,
    });
    expect(counterDelta(order, 'delivered', 'delivered')).toEqual({});
  });

  it('a payment or a cash confirmation moves its own counts, and a bank transfer sells once paid (issue 31)', () => {
    const awaiting = { ...order, status: 'pending', codConfirmation: 'awaiting' } as OrderRecord;
    expect(orderContribution(awaiting, 'pending')).toMatchObject({ pm_COD: 1, ps_on_delivery: 1, cc_awaiting: 1 });
    expect(orderChangeDelta(awaiting, { ...awaiting, codConfirmation: 'confirmed' })).toEqual({
      cc_awaiting: -1,
      cc_confirmed: 1,
    });
    const transfer = { ...order, status: 'pending', paymentMethod: 'BANK_TRANSFER', paymentStatus: 'slip_uploaded' };
    expect(orderContribution(transfer as OrderRecord, 'pending')).toEqual({
      orders: 1,
      st_pending: 1,
      pm_BANK_TRANSFER: 1,
      ps_slip_uploaded: 1,
    });
    expect(orderChangeDelta(transfer as OrderRecord, { ...transfer, paymentStatus: 'paid' } as OrderRecord)).toEqual({
      ps_slip_uploaded: -1,
      ps_paid: 1,
      revenueCents: 530000,
      u_3: 2,
      r_3: 400000,
      u_9: 1,
      r_9: 100000,
    });
  });

  it('queue ranks and badges: pending first and with its own badge; unknown values look canceled', () => {
    expect(
      ['pending', 'processing', 'shipped', 'delivered', 'canceled'].map((s) =>
        orderQueueRank(s as OrderRecord['status']),
      ),
    ).toEqual([2, 1, 1, 0, 0]);
    expect(statusBadge('Pending')).toBe('pending');
    expect(statusBadge('returned')).toBe('canceled');
  });
});

describe('shared form schemas of the back-office', () => {
  it('staff: mobile is 10 digits once spaces go; blank password only on edit', () => {
    const base = { firstName: 'A', lastName: 'B', mobile: '077 123 4567', email: 'A@B.LK', company: 'C' };
    expect(addStaffSchema.parse({ ...base, password: 'secret' })).toMatchObject({
      mobile: '0771234567',
      email: 'a@b.lk',
    });
    expect(toFieldErrors(addStaffSchema.safeParse({ ...base, password: '' }).error!)).toEqual({
      password: ['Password is required'],
    });
    expect(updateStaffSchema.parse({ ...base, password: '' }).password).toBe('');
    expect(toFieldErrors(updateStaffSchema.safeParse({ ...base, mobile: '0771234', password: 'abc' }).error!)).toEqual({
      mobile: ['Please enter a valid 10-digit mobile number'],
      password: ['Password must be at least 6 characters long'],
    });
  });

  it('product: numbers as typed, discount defaults to 0, featured switch, stock a whole number', () => {
    const form = {
      name: 'N',
      description: 'D',
      category: 'BEARD',
      brandName: '',
      sku: 's',
      stockQuantity: '4',
      price: '1499.999',
      discountPercentage: '',
    };
    expect(addProductSchema.parse({ ...form, featured: 'true' })).toMatchObject({
      category: 'Beard',
      brandName: null,
      price: 1500,
      discountPercentage: 0,
      featured: true,
      stockQuantity: 4,
    });
    expect(toFieldErrors(addProductSchema.safeParse({ ...form, stockQuantity: '2.5', price: '0' }).error!)).toEqual({
      stockQuantity: ['Stock quantity must be a whole number of 0 or more'],
      price: ['Price must be greater than 0'],
    });
    expect(updateProductSchema.parse({ ...form, sku: undefined }).originalStock).toBeUndefined();
  });

  it('product: a price that rounds below one cent is refused on both forms; half a cent and more rounds to a cent', () => {
    const form = { name: 'N', description: 'D', category: 'Beard', sku: 's', stockQuantity: '4' };
    for (const schema of [addProductSchema, updateProductSchema]) {
      for (const price of ['0.004', '0.0049999', 0.001, '0.000000001']) {
        expect(toFieldErrors(schema.safeParse({ ...form, price }).error!), String(price)).toEqual({
          price: ['Price must be at least LKR 0.01'],
        });
      }
      expect(schema.parse({ ...form, price: '0.005' }).price).toBe(0.01);
      expect(schema.parse({ ...form, price: 0.01 }).price).toBe(0.01);
    }
  });
});
