import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NavBar } from '../../web/src/app/layouts/NavBar';
import CartPage from '../../web/src/features/cart/CartPage';
import { WithQueryClient } from './support/query-client';
import { signInTestCustomer, signOutTestCustomer } from './support/customer-session';

/**
 * The cart and the checkout show the money the server counts (S2's `total_amount`, `discount_amount`,
 * `total_after_discount`), never a sum of the lines made in the browser: a line whose size was removed counts in
 * neither of the server's totals.
 */
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

const product = (id: number, name: string, price: number) => ({
  id,
  name,
  price,
  discount: 0,
  stock: 9,
  category: 'Beard',
  description: '',
  image: null,
});

/** A 1,000 line, and 2 x 2,500 of a size the shop removed (total 0, stock 0, `variant` null). */
const cartAnswer = {
  status: 'success',
  data: [
    {
      id: 1,
      product_id: 11,
      variant_id: null,
      variant: null,
      quantity: 1,
      total_price: 1000,
      product: product(11, 'Beard Oil', 1000),
    },
    {
      id: 2,
      product_id: 12,
      variant_id: 7,
      variant: null,
      quantity: 2,
      total_price: 0,
      product: product(12, 'Logo Tee', 2500),
    },
  ],
  total_items: 1,
  total_amount: 1000,
  discount_code: null,
  discount_amount: 0,
  total_after_discount: 1000,
};

const profileAnswer = {
  id: 5,
  name: 'Kasun Perera',
  email: 'k@example.lk',
  phone: '0771234567',
  mobile: null,
  first_name: 'Kasun',
  last_name: 'Perera',
  country: 'Sri Lanka',
  company: null,
  address: '12 Temple Rd',
  apartment: null,
  city: 'Kandy',
  state: 'Central',
  postal_code: '20000',
};

function stubShop(cart: () => unknown = () => cartAnswer, put?: Promise<Response>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method === 'PUT' && put) return put;
      return json(String(url).endsWith('/v2/cart') ? cart() : profileAnswer);
    }),
  );
}

const renderCartAt = (path: string) =>
  act(async () => {
    render(
      <WithQueryClient>
        <MemoryRouter initialEntries={[path]}>
          <CartPage />
        </MemoryRouter>
      </WithQueryClient>,
    );
  });

/** The value of one row of the summary (Subtotal, Shipping, Total). */
const summaryRow = (label: string) =>
  within(document.querySelector('.cart-summary')!.parentElement!)
    .getByText(label, { selector: 'dt' })
    .parentElement!.querySelector('dd')!.textContent;

beforeEach(() => {
  signInTestCustomer();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  signOutTestCustomer();
});

describe("the cart's totals are the server's", () => {
  it('shows 1,000 for a 1,000 line beside a removed size of 2 x 2,500 that the server does not count', async () => {
    stubShop();
    await renderCartAt('/cart');
    await screen.findByText('This size is no longer available.');
    expect(summaryRow('Subtotal')).toBe('LKR 1,000.00');
    expect(summaryRow('Total')).toBe('LKR 1,000.00');
    expect(document.querySelector('.cart-summary')!.textContent).not.toContain('6,000');
  });

  it('shows the same 1,000 at checkout, with the delivery fee of the chosen city', async () => {
    stubShop();
    await renderCartAt('/cart?step=checkout');
    await screen.findByRole('button', { name: 'Pay Now' });
    expect(summaryRow('Subtotal')).toBe('LKR 1,000.00');
    expect(summaryRow('Shipping')).toBe('LKR 350.00');
    expect(summaryRow('Total')).toBe('LKR 1,350.00');
  });

  it("keeps the server's figures while a quantity change is on its way, then shows its answer, not a sum", async () => {
    // 2 x 1,000 in the cart; the server prices 3 at 2,850 (a discount the browser does not know of).
    const oil = (quantity: number, total: number) => ({
      ...cartAnswer,
      data: [{ ...cartAnswer.data[0], quantity, total_price: total }],
      total_items: quantity,
      total_amount: total,
      total_after_discount: total,
    });
    let put!: (r: Response) => void;
    let changed = false;
    stubShop(() => (changed ? oil(3, 2850) : oil(2, 2000)), new Promise<Response>((resolve) => (put = resolve)));
    await renderCartAt('/cart');
    const line = within((await screen.findByRole('heading', { name: 'Beard Oil' })).closest('li')!);
    await act(async () => {
      fireEvent.click(line.getByRole('button', { name: 'Increase quantity' }));
    });
    // The quantity moves at once; no figure is made in the browser meanwhile (a sum would say 3,000).
    expect(line.getByRole('status').textContent).toBe('3');
    expect(document.body.textContent).not.toContain('3,000');
    expect(line.getByText('LKR 2,000.00')).toBeTruthy();
    expect(document.querySelector('.cart-summary')!.getAttribute('aria-busy')).toBe('true');

    changed = true;
    await act(async () =>
      put(json({ status: true, message: 'Cart updated successfully', data: { id: 1, product_id: 11, quantity: 3 } })),
    );
    await screen.findByText('LKR 2,850.00', { selector: '.cart-line__subtotal' });
    expect(summaryRow('Subtotal')).toBe('LKR 2,850.00');
    expect(summaryRow('Total')).toBe('LKR 2,850.00');
    expect(document.querySelector('.cart-summary')!.getAttribute('aria-busy')).toBe('false');
  });

  it("counts in the navigation bar the units the server counts (`total_items`), not a removed size's", async () => {
    stubShop();
    await act(async () => {
      render(
        <WithQueryClient>
          <MemoryRouter>
            <NavBar />
          </MemoryRouter>
        </WithQueryClient>,
      );
    });
    // One Beard Oil; the two of the removed size are not among what an order would buy.
    const count = await screen.findByText(/^, \d+ items?$/);
    expect(count.textContent).toBe(', 1 item');
    expect(count.closest('a')!.textContent).toBe('CART1, 1 item');
  });
});
