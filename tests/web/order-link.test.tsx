import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderLine } from '../../web/src/features/orders/api/get-my-orders';
import FindOrderPage from '../../web/src/features/orders/FindOrderPage';
import OrderLinkPage from '../../web/src/features/orders/OrderLinkPage';
import { WithQueryClient } from './support/query-client';
import { signInTestCustomer, signOutTestCustomer } from './support/customer-session';

/**
 * A guest's order by its link, and Find my order (issue 32): the page reads the order with the link's token, a wrong
 * token is "not found" with the way to Find my order, and a signed-in customer may add the order to their account.
 */
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const line: OrderLine = {
  order_id: 91,
  order_number: 'KS-0091',
  status: 'pending',
  created_at: '2026-11-28T10:00:00.000Z',
  payment_method: 'COD',
  payment_status: 'on_delivery',
  payment_deadline: null,
  tracking: null,
  delivered_at: null,
  return_until: null,
  item: {
    id: 1,
    product_id: 11,
    product_name: 'Beard Oil',
    variant_id: null,
    variant_label: null,
    product_image: null,
    quantity: 2,
    price: 950,
    subtotal: 1900,
    original_price: 1000,
    discount_percentage: 5,
  },
};

const guestOrder = { status: 'success', data: [line], next: ['confirm', 'add_to_account'], claimed: false };

type Call = { method: string; url: string; body: unknown };

function stubShop(answer: (call: Call) => Response) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const call = { method: init?.method ?? 'GET', url, body: init?.body ? JSON.parse(String(init.body)) : null };
      calls.push(call);
      return answer(call);
    }),
  );
  return calls;
}

const renderAt = (path: string) =>
  act(async () => {
    render(
      <WithQueryClient>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/order/:orderNumber" element={<OrderLinkPage />} />
            <Route path="/find-order" element={<FindOrderPage />} />
          </Routes>
        </MemoryRouter>
      </WithQueryClient>,
    );
  });

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  signOutTestCustomer();
  sessionStorage.clear();
});

describe("a guest's order by its link", () => {
  it('reads the order with the token and shows it as My Orders does; no Add to my account signed out', async () => {
    const calls = stubShop(() => json(guestOrder));
    await renderAt('/order/KS-0091?t=abc123');
    await screen.findByText('Beard Oil');
    expect(screen.getByRole('table', { name: 'Order KS-0091' })).toBeTruthy();
    expect(calls.map((c) => [c.method, c.url])).toEqual([['GET', '/api/v2/guest/orders/KS-0091?t=abc123']]);
    expect(screen.queryByRole('button', { name: 'Add to my account' })).toBeNull();
    // What the server says comes next, in words.
    expect(
      screen.getByText('Confirm your cash order with the link or the 6-digit code in the SMS we sent you.'),
    ).toBeTruthy();
  });

  it('offers no Add to my account for an order an account already has', async () => {
    signInTestCustomer();
    stubShop(() => json({ ...guestOrder, next: [], claimed: true }));
    await renderAt('/order/KS-0091?t=abc123');
    await screen.findByText('Beard Oil');
    expect(screen.queryByRole('button', { name: 'Add to my account' })).toBeNull();
  });

  it('says a wrong token is not found, once, and leads to Find my order', async () => {
    const calls = stubShop(() => json({ status: 'error', message: 'Not found.' }, 404));
    await renderAt('/order/KS-0091?t=wrong');
    await screen.findByText(/We could not find this order/);
    expect(screen.getByRole('link', { name: 'Find my order' }).getAttribute('href')).toBe('/find-order');
    expect(calls).toHaveLength(1);
  });

  it("adds the order to a signed-in customer's account with its token", async () => {
    signInTestCustomer();
    const calls = stubShop((call) =>
      call.method === 'GET' ? json(guestOrder) : json({ status: 'success', message: 'ok' }),
    );
    await renderAt('/order/KS-0091?t=abc123');
    await act(async () => {
      fireEvent.click(await screen.findByRole('button', { name: 'Add to my account' }));
    });
    await screen.findByText('The order is now in My Orders.', { exact: false });
    expect(calls.at(-1)).toEqual({
      method: 'POST',
      url: '/api/v2/user/orders/claim',
      body: { order_number: 'KS-0091', token: 'abc123' },
    });
  });
});

describe("the link's actions (decision 0080)", () => {
  const awaiting = { ...guestOrder, data: [{ ...line, cod_confirmation: 'awaiting' }] };

  it("confirms a cash order with the SMS code through the link's own route, then reads the order again", async () => {
    const calls = stubShop((call) =>
      call.method === 'GET' ? json(awaiting) : json({ status: 'success', message: 'Confirmed.' }),
    );
    await renderAt('/order/KS-0091?t=abc123');
    fireEvent.change(await screen.findByLabelText('Code from the SMS'), { target: { value: '123456' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Confirm order' }));
    });
    expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([
      ['GET', '/api/v2/guest/orders/KS-0091?t=abc123', null],
      ['POST', '/api/v2/guest/orders/KS-0091/confirm?t=abc123', { code: '123456' }],
      ['GET', '/api/v2/guest/orders/KS-0091?t=abc123', null],
    ]);
  });

  it('opens the bare order page a payment provider returns to with the link this tab kept', async () => {
    stubShop(() => json(guestOrder));
    await renderAt('/order/KS-0091?t=abc123');
    await screen.findByText('Beard Oil');
    cleanup();
    const calls = stubShop(() => json(guestOrder));
    await renderAt('/order/KS-0091');
    await screen.findByText('Beard Oil');
    expect(calls.map((c) => c.url)).toEqual(['/api/v2/guest/orders/KS-0091?t=abc123']);
  });
});

describe('Find my order', () => {
  it('asks for a code with the order number and phone, then opens the link the code gives', async () => {
    const calls = stubShop((call) =>
      call.url.endsWith('/lookup')
        ? json({ status: 'success', message: 'If the details match an order, we have sent a code.' })
        : call.url.endsWith('/verify')
          ? json({ status: 'success', order_link: 'http://shop.local/order/KS-0091?t=fresh' })
          : json(guestOrder),
    );
    await renderAt('/find-order');
    fireEvent.change(screen.getByLabelText('Order number *'), { target: { value: ' KS-0091 ' } });
    fireEvent.change(screen.getByLabelText('Phone *'), { target: { value: '0771234567' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send me a code' }));
    });
    fireEvent.change(await screen.findByLabelText('Code *'), { target: { value: '12345' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Open my order' }));
    });
    expect(screen.getByText('Please enter the 6-digit code.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Code *'), { target: { value: '123456' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Open my order' }));
    });
    await screen.findByText('Beard Oil');
    expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([
      ['POST', '/api/v2/guest/orders/lookup', { order_number: 'KS-0091', phone: '0771234567' }],
      ['POST', '/api/v2/guest/orders/lookup/verify', { order_number: 'KS-0091', phone: '0771234567', code: '123456' }],
      ['GET', '/api/v2/guest/orders/KS-0091?t=fresh', null],
    ]);
  });

  it("shows the server's words for too many codes", async () => {
    stubShop(() => json({ status: 'error', message: 'Too many attempts. Please try again in an hour.' }, 429));
    await renderAt('/find-order');
    fireEvent.change(screen.getByLabelText('Order number *'), { target: { value: 'KS-0091' } });
    fireEvent.change(screen.getByLabelText('Phone *'), { target: { value: '0771234567' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Send me a code' }));
    });
    await screen.findByText('Too many attempts. Please try again in an hour.');
  });
});
