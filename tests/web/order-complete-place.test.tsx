import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { PlacedOrder } from '../../shared/api/orders';
import type { PaymentMethod, PaymentStatus } from '../../shared/rules/payments';
import { OrderComplete } from '../../web/src/features/cart/OrderComplete';

/**
 * Step 3 sends its buyer back to the order where they can reach it: My Orders for an account's order, the order's
 * own page for a guest's (who has no My Orders), for each way to pay that asks something more of them.
 */
afterEach(cleanup);

function complete(method: PaymentMethod, payment_status: PaymentStatus, orderLink?: string) {
  const order = { id: 91, payment_method: method, payment_status } as unknown as PlacedOrder;
  render(
    <MemoryRouter>
      <OrderComplete order={order} method={method} lines={[]} orderLink={orderLink} onGoShopping={() => {}} />
    </MemoryRouter>,
  );
  return screen.getByRole('heading', { name: 'Order complete' }).nextElementSibling?.textContent ?? '';
}

const LINK = 'http://shop.local/order/KS-0091?t=abc123';

describe("Order complete's way back to the order", () => {
  it.each([
    ['CARD', 'failed', 'You can try again from My Orders', "You can try again from your order's page"],
    ['CARD', 'unpaid', 'You can pay from My Orders', "You can pay from your order's page"],
    ['KOKO', 'failed', 'pay with KOKO again from My Orders.', "pay with KOKO again from your order's page."],
    ['BANK_TRANSFER', 'unpaid', 'upload the slip under My Orders.', "upload the slip on your order's page."],
  ] as const)('%s %s: My Orders to an account, the order page to a guest', (method, status, account, guest) => {
    expect(complete(method, status)).toContain(account);
    cleanup();
    const toGuest = complete(method, status, LINK);
    expect(toGuest).toContain(guest);
    expect(toGuest).not.toContain('My Orders');
  });
});
