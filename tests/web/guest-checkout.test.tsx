import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastContainer } from '../../web/src/components/toasts';
import { useGuestCart } from '../../web/src/features/cart';
import CartPage from '../../web/src/features/cart/CartPage';
import { fillBillingFields } from './support/billing-fields';
import { WithQueryClient } from './support/query-client';
import { signOutTestCustomer } from './support/customer-session';

/**
 * /cart signed out (issue 32): the browser's lines with the server's figures for them, "Continue as guest" before
 * "Sign in", and a guest's Pay Now with one Idempotency-Key for the attempt, sent again on a retry.
 */
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const oilLine = (quantity: number, total: number) => ({
  id: 0,
  product_id: 11,
  variant_id: null,
  variant: null,
  quantity,
  total_price: total,
  product: {
    id: 11,
    name: 'Beard Oil',
    price: 1000,
    discount: 0,
    stock: 9,
    category: 'Beard',
    description: '',
    image: null,
  },
});

/** The server prices 2 at 1,900 (its own discount): the browser never makes 2,000. */
const priced = (quantity: number) => {
  const total = quantity === 2 ? 1900 : 950;
  return {
    status: 'success',
    data: [oilLine(quantity, total)],
    total_items: quantity,
    total_amount: total,
    discount_code: null,
    discount_amount: 0,
    total_after_discount: total,
  };
};

const placed = {
  message: 'Order created successfully',
  order: {
    id: 91,
    order_number: 'KS-0091',
    total: 2250,
    payment_method: 'COD',
    payment_status: 'unpaid',
    status: 'pending',
    estimated_arrival: '2026-12-03',
    created_at: '2026-11-28T10:00:00Z',
  },
  order_link: 'http://shop.local/order/KS-0091?t=abc123',
};

type Call = { method: string; url: string; body: unknown; headers: Record<string, string> };

function stubShop(checkout: (call: Call) => Response | Promise<Response>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const call = {
        method: init?.method ?? 'GET',
        url,
        body: init?.body ? JSON.parse(String(init.body)) : null,
        headers: (init?.headers ?? {}) as Record<string, string>,
      };
      calls.push(call);
      if (url === '/api/v2/guest/cart')
        return json(priced((call.body as { lines: { quantity: number }[] }).lines[0].quantity));
      if (url === '/api/v2/guest/checkout') return checkout(call);
      if (url === '/api/v2/guest/cart/contact')
        return json({ status: 'success', message: 'Cart saved', data: { reminders: true } });
      return json({ status: 'error', message: 'Unauthenticated.' }, 401);
    }),
  );
  return calls;
}

const renderCart = () =>
  act(async () => {
    render(
      <WithQueryClient>
        <MemoryRouter initialEntries={['/cart']}>
          <Routes>
            <Route path="/cart" element={<CartPage />} />
            <Route path="/signin" element={<p>sign-in page</p>} />
          </Routes>
        </MemoryRouter>
        <ToastContainer />
      </WithQueryClient>,
    );
  });

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  signOutTestCustomer();
  useGuestCart.getState().add(11, 1);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  useGuestCart.getState().clear();
});

const press = (name: string) =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });

describe('the cart signed out', () => {
  it("shows the browser's lines with the server's figures, and a new quantity is priced by the server again", async () => {
    const calls = stubShop(() => json({}, 500));
    await renderCart();
    const line = within((await screen.findByRole('heading', { name: 'Beard Oil' })).closest('li')!);
    expect(line.getByText('LKR 950.00')).toBeTruthy();
    await act(async () => {
      fireEvent.click(line.getByRole('button', { name: 'Increase quantity' }));
    });
    await screen.findByText('LKR 1,900.00', { selector: '.cart-line__subtotal' });
    expect(document.body.textContent).not.toContain('2,000');
    expect(useGuestCart.getState().lines).toEqual([{ product_id: 11, variant_id: null, quantity: 2 }]);
    expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([
      ['POST', '/api/v2/guest/cart', { lines: [{ product_id: 11, variant_id: null, quantity: 1 }], code: null }],
      ['POST', '/api/v2/guest/cart', { lines: [{ product_id: 11, variant_id: null, quantity: 2 }], code: null }],
    ]);
  });

  it('offers Continue as guest before Sign in, and a guest order keeps its Idempotency-Key on a retry', async () => {
    let tries = 0;
    const calls = stubShop(() => {
      tries += 1;
      if (tries === 1) throw new TypeError('Failed to fetch');
      return json(placed);
    });
    await renderCart();
    await screen.findByRole('heading', { name: 'Beard Oil' });
    await press('Proceed to Checkout');
    const choice = screen.getByRole('region', { name: 'How would you like to check out?' });
    const options = [...choice.querySelectorAll('a, button')].map((el) => el.textContent);
    expect(options).toEqual(['Continue as guest', 'Sign in']);
    expect(within(choice).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/signin');
    await press('Continue as guest');

    fireEvent.change(await screen.findByLabelText('Email address *'), { target: { value: 'nimal@example.lk' } });
    fillBillingFields();
    await press('Pay Now');
    await screen.findByText('Error placing order. Please try again.');
    await press('Pay Now');
    await screen.findByRole('heading', { name: 'Order complete', level: 2 });

    const checkouts = calls.filter((c) => c.url === '/api/v2/guest/checkout');
    expect(checkouts).toHaveLength(2);
    const keys = checkouts.map((c) => c.headers['Idempotency-Key']);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(checkouts[1].body).toMatchObject({
      payment_method: 'COD',
      email: 'nimal@example.lk',
      marketing_consent: false,
      lines: [{ product_id: 11, variant_id: null, quantity: 1 }],
      code: null,
      city: 'Kandy',
      phone: '0771234567',
      // The page's language, which the order keeps (issue 34): English here.
      language: 'en',
    });
    expect(screen.getByRole('link', { name: 'View your order' }).getAttribute('href')).toBe('/order/KS-0091?t=abc123');
    expect(screen.getByRole('link', { name: placed.order_link })).toBeTruthy();
    expect(useGuestCart.getState().lines).toEqual([]);
  });

  it("sends step 2's e-mail and phone for cart reminders once the offers box is ticked", async () => {
    const calls = stubShop(() => json({}, 500));
    await renderCart();
    await press('Proceed to Checkout');
    await press('Continue as guest');
    fireEvent.change(await screen.findByLabelText('Email address *'), { target: { value: 'nimal@example.lk' } });
    fillBillingFields();
    const contacts = () => calls.filter((c) => c.url === '/api/v2/guest/cart/contact');
    expect(contacts()).toEqual([]);

    await act(async () => {
      fireEvent.click(screen.getByRole('checkbox', { name: 'Send me offers and reminders' }));
    });
    await expect.poll(() => contacts().length, { timeout: 3000 }).toBe(1);
    expect(contacts()[0]!.body).toMatchObject({
      lines: [{ product_id: 11, variant_id: null, quantity: 1 }],
      email: 'nimal@example.lk',
      marketing_consent: true,
      language: 'en',
    });
  });

  it('makes a new Idempotency-Key after a refusal the guest corrects', async () => {
    let tries = 0;
    const calls = stubShop(() => {
      tries += 1;
      return tries === 1 ? json({ status: 'error', message: 'Only 0 left of Beard Oil' }, 409) : json(placed);
    });
    await renderCart();
    await screen.findByRole('heading', { name: 'Beard Oil' });
    await press('Proceed to Checkout');
    await press('Continue as guest');
    fireEvent.change(await screen.findByLabelText('Email address *'), { target: { value: 'nimal@example.lk' } });
    fillBillingFields();
    await press('Pay Now');
    await screen.findByText('Only 0 left of Beard Oil');
    await press('Pay Now');
    await screen.findByRole('heading', { name: 'Order complete', level: 2 });
    const keys = calls.filter((c) => c.url === '/api/v2/guest/checkout').map((c) => c.headers['Idempotency-Key']);
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });
});
