import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PAYMENT_METHODS, PAYMENT_STATUSES } from '../../shared/rules/payments';
import { PaymentBreakdown } from '../../web/src/features/admin/dashboard/PaymentBreakdown';

afterEach(cleanup);

const none = <K extends string>(keys: readonly K[]) => Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;
const payments = {
  by_method: { ...none(PAYMENT_METHODS), COD: 5, BANK_TRANSFER: 2 },
  by_status: { ...none(PAYMENT_STATUSES), on_delivery: 5, slip_uploaded: 2 },
  cod_confirmation: { awaiting: 1, confirmed: 3, expired: 0 },
};

/** Each list's rows as [label, count]. */
const rows = (name: string) =>
  within(screen.getByRole('region', { name }))
    .queryAllByRole('definition')
    .map((dd) => [dd.previousElementSibling?.textContent, dd.textContent]);

describe('the dashboard payments card (issue 31)', () => {
  it('lists the counts that are not 0 by method, payment status and cash confirmation, with refusals at the door', () => {
    render(<PaymentBreakdown payments={payments} refused={2} />);
    expect(rows('By method')).toEqual([
      ['Cash on Delivery', '5'],
      ['Bank transfer', '2'],
    ]);
    expect(rows('By payment status')).toEqual([
      ['Cash on delivery', '5'],
      ['Slip sent: being checked', '2'],
    ]);
    expect(rows('Cash on delivery')).toEqual([
      ['Awaiting confirmation', '1'],
      ['Confirmed', '3'],
      ['Refused at the door', '2'],
    ]);
  });

  it('says so when a list has nothing in the period', () => {
    render(
      <PaymentBreakdown
        payments={{ ...payments, cod_confirmation: { awaiting: 0, confirmed: 0, expired: 0 } }}
        refused={0}
      />,
    );
    expect(
      within(screen.getByRole('region', { name: 'Cash on delivery' })).getByText('None in this period'),
    ).toBeTruthy();
  });
});
