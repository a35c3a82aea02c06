import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GuestCartMerge, useGuestCart } from '../../web/src/features/cart';
import type { CartLine } from '../../web/src/features/cart/cart-line';
import { GUEST_CART_KEY } from '../../web/src/features/cart/guest/guest-cart-store';
import { mergePlan } from '../../web/src/features/cart/guest/merge-plan';
import { CheckoutAttempt } from '../../web/src/features/cart/guest/checkout-attempt';
import { ApiError } from '../../web/src/lib/api';
import { WithQueryClient } from './support/query-client';
import { signInTestCustomer, signOutTestCustomer } from './support/customer-session';

/**
 * The cart a signed-out shopper fills (issue 32): kept in this browser, priced by the server, and moved into the
 * account's cart on sign-in with quantities capped by stock; and the guest checkout's Idempotency-Key.
 */
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const line = (over: Partial<CartLine> & { stock?: number }): CartLine => ({
  id: 1,
  product_id: 11,
  variant_id: null,
  variant: null,
  quantity: 1,
  total_price: 1000,
  ...over,
  product: {
    id: over.product_id ?? 11,
    name: 'Beard Oil',
    price: 1000,
    discount: 0,
    stock: over.stock ?? 9,
    category: 'Beard',
    description: '',
    image: null,
  },
});

const tee = (variantId: number, over: Partial<CartLine> & { stock?: number } = {}) =>
  line({
    product_id: 12,
    variant_id: variantId,
    variant: { id: variantId, options: { Size: 'M' }, label: 'Size: M' },
    ...over,
  });

const cartOf = (lines: CartLine[], code: string | null = null) => ({
  status: 'success',
  data: lines,
  total_items: lines.reduce((n, l) => n + l.quantity, 0),
  total_amount: 0,
  discount_code: code,
  discount_amount: 0,
  total_after_discount: 0,
});

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  useGuestCart.getState().clear();
  signOutTestCustomer();
});

describe('the browser cart', () => {
  it('adds to a line already there, keeps each variant its own line, and lives in localStorage', () => {
    const cart = useGuestCart.getState();
    cart.add(11, 1);
    cart.add(12, 1, 5);
    cart.add(11, 2);
    cart.add(12, 1, 6);
    expect(useGuestCart.getState().lines).toEqual([
      { product_id: 11, variant_id: null, quantity: 3 },
      { product_id: 12, variant_id: 5, quantity: 1 },
      { product_id: 12, variant_id: 6, quantity: 1 },
    ]);
    cart.setQuantity(12, 5, 4);
    cart.remove(12, 6);
    cart.setCode('MOVEMBER');
    const stored = JSON.parse(localStorage.getItem(GUEST_CART_KEY) ?? 'null') as { state: unknown };
    expect(stored.state).toEqual({
      lines: [
        { product_id: 11, variant_id: null, quantity: 3 },
        { product_id: 12, variant_id: 5, quantity: 4 },
      ],
      code: 'MOVEMBER',
    });
    cart.clear();
    expect(useGuestCart.getState()).toMatchObject({ lines: [], code: null });
  });
});

describe('the merge into an account', () => {
  it('caps each line by stock beside what the account holds, and leaves out what cannot be sold', () => {
    const guest = [
      line({ product_id: 11, quantity: 3, stock: 4 }),
      tee(5, { quantity: 2, stock: 9 }),
      tee(6, { quantity: 2, stock: 2 }),
      tee(7, { quantity: 1, variant: null }),
      line({ product_id: 13, quantity: 1, stock: 0 }),
    ];
    const account = [line({ product_id: 11, quantity: 2, stock: 4 }), tee(6, { quantity: 2, stock: 2 })];
    expect(mergePlan(guest, account)).toEqual([
      { productId: 11, quantity: 2 },
      { productId: 12, variantId: 5, quantity: 2 },
    ]);
  });

  it('adds the priced lines to the account on sign-in through the cart routes, then empties the browser cart', async () => {
    useGuestCart.getState().add(11, 3);
    useGuestCart.getState().add(12, 2, 5);
    useGuestCart.getState().setCode('MOVEMBER');
    const calls: Array<[string, string, unknown]> = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        const body = init?.body ? JSON.parse(String(init.body)) : null;
        calls.push([init?.method ?? 'GET', url, body]);
        if (url === '/api/v2/guest/cart')
          return json(cartOf([line({ product_id: 11, quantity: 3, stock: 4 }), tee(5, { quantity: 2, stock: 9 })]));
        if (url === '/api/v2/cart' && init?.method === 'GET')
          return json(cartOf([line({ product_id: 11, quantity: 3, stock: 4 })]));
        return json({ status: 'success', message: 'ok' });
      }),
    );
    signInTestCustomer();
    await act(async () => {
      render(
        <WithQueryClient>
          <GuestCartMerge />
        </WithQueryClient>,
      );
    });
    await vi.waitFor(() => expect(useGuestCart.getState().lines).toEqual([]));
    expect(calls.filter(([method]) => method === 'POST')).toEqual([
      [
        'POST',
        '/api/v2/guest/cart',
        {
          lines: [
            { product_id: 11, variant_id: null, quantity: 3 },
            { product_id: 12, variant_id: 5, quantity: 2 },
          ],
          code: 'MOVEMBER',
        },
      ],
      ['POST', '/api/v2/cart/add', { product_id: 11, quantity: 1 }],
      ['POST', '/api/v2/cart/add', { product_id: 12, quantity: 2, variant_id: 5 }],
      ['POST', '/api/v2/cart/discount', { code: 'MOVEMBER' }],
    ]);
    expect(useGuestCart.getState().code).toBeNull();
  });

  it('keeps the browser cart when the merge cannot reach the server', async () => {
    useGuestCart.getState().add(11, 1);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('offline');
      }),
    );
    signInTestCustomer();
    await act(async () => {
      render(
        <WithQueryClient>
          <GuestCartMerge />
        </WithQueryClient>,
      );
    });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(useGuestCart.getState().lines).toEqual([{ product_id: 11, variant_id: null, quantity: 1 }]);
  });
});

describe("a guest checkout's Idempotency-Key", () => {
  it('is sent again while the order may exist, and made anew once the server has answered', () => {
    let n = 0;
    const attempt = new CheckoutAttempt(() => `key-${++n}`);
    const first = attempt.key();
    attempt.settle(new ApiError('Network error'));
    expect(attempt.key()).toBe(first);
    attempt.settle(new ApiError('Server error', 503));
    expect(attempt.key()).toBe(first);
    attempt.settle(new ApiError('The given data was invalid.', 422));
    const second = attempt.key();
    expect(second).not.toBe(first);
    expect(attempt.key()).toBe(second);
    attempt.settle();
    expect(attempt.key()).not.toBe(second);
  });
});
