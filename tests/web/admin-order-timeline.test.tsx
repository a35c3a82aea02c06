import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OrderTimeline } from '../../web/src/features/admin/orders/OrderTimeline';
import { PaymentStatusTag } from '../../web/src/features/admin/orders/PaymentStatusTag';
import { timelineText, timelineTime } from '../../web/src/features/admin/orders/order-timeline';

afterEach(cleanup);

const entry = (kind: string, over: Partial<{ from: string; to: string; note: string; by: string }> = {}) => ({
  at: '2026-03-01T08:35:00.000Z',
  kind,
  by: over.by ?? 'Shop',
  from: over.from ?? null,
  to: over.to ?? null,
  note: over.note ?? null,
});

describe('the order page timeline', () => {
  it('says what each change was', () => {
    expect(timelineText(entry('placed')).text).toBe('Order placed');
    expect(timelineText(entry('status', { from: 'pending', to: 'shipped' }))).toEqual({
      text: 'Status changed from pending to shipped',
      tone: 'blue',
    });
    expect(timelineText(entry('status', { from: 'shipped', to: 'canceled' })).tone).toBe('red');
    expect(timelineText(entry('paid', { by: 'PayHere', note: '320027150501' }))).toEqual({
      text: 'Paid: PayHere payment 320027150501',
      tone: 'green',
    });
    expect(timelineText(entry('paid', { by: 'KOKO', note: 'TRN-88' })).text).toBe('Paid: KOKO payment TRN-88');
    expect(timelineText(entry('payment_failed', { note: 'Declined' })).text).toBe('Payment failed: Declined');
    expect(timelineText(entry('expired', { from: 'failed', to: 'expired' })).text).toBe(
      'Payment window closed (Payment failed): order canceled',
    );
    expect(timelineText(entry('stock_returned', { note: 'Oil x 2' })).text).toBe('Stock returned: Oil x 2');
    expect(timelineText(entry('refund_due', { by: 'PayHere', note: '77' })).text).toBe(
      'Paid again or too late: refund due: PayHere payment 77',
    );
    expect(timelineText(entry('something_new')).text).toBe('something_new');
  });

  it("names each step of the order's returns and their refunds (issue 22)", () => {
    expect(timelineText(entry('return', { to: 'requested', note: 'Return 4 of order ORD-000120: Oil x 1' }))).toEqual({
      text: 'Return requested: Return 4 of order ORD-000120: Oil x 1',
      tone: 'blue',
    });
    expect(timelineText(entry('return', { from: 'requested', to: 'rejected', note: 'Return 4' }))).toEqual({
      text: 'Return rejected: Return 4',
      tone: 'red',
    });
    expect(timelineText(entry('return', { from: 'received', to: 'refunded', note: 'Return 4' })).tone).toBe('green');
    expect(
      timelineText(entry('refund', { note: 'Return 4: LKR 2,750.00 refunded by bank transfer (reference B-4)' })),
    ).toEqual({ text: 'Return 4: LKR 2,750.00 refunded by bank transfer (reference B-4)', tone: 'green' });
  });

  it('shows who and when (Colombo time), oldest first', () => {
    expect(timelineTime('2026-03-01T08:35:00.000Z')).toBe('1 Mar 2026, 14:05');
    render(
      <OrderTimeline
        entries={[entry('placed', { by: 'Kasun Perera (customer)' }), entry('paid', { by: 'PayHere', note: '9' })]}
      />,
    );
    const texts = [...document.querySelectorAll('.order-timeline__entry')].map((e) => e.textContent);
    expect(texts).toEqual([
      'Order placedby Kasun Perera (customer), 1 Mar 2026, 14:05',
      'Paid: PayHere payment 9by PayHere, 1 Mar 2026, 14:05',
    ]);
  });

  it('labels payment statuses in the shop words', () => {
    render(<PaymentStatusTag status="refund_due" />);
    expect(screen.getByText('Paid late: refund due')).toBeDefined();
    render(<PaymentStatusTag status="mystery" />);
    expect(screen.getByText('mystery')).toBeDefined();
  });
});
