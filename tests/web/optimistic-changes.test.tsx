import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCart } from '../../web/src/features/cart/use-cart';
import { WishlistHeart } from '../../web/src/features/wishlist';
import { WithQueryClient } from './support/query-client';
import { signInTestCustomer, signOutTestCustomer } from './support/customer-session';

/**
 * Cart and wishlist changes show at once and roll back when the server refuses. The server's answers are held
 * back (deferred) so the test can look at the screen while a request is on its way.
 */
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function deferred() {
  let resolve!: (r: Response) => void;
  const promise = new Promise<Response>((r) => (resolve = r));
  return { promise, resolve };
}

const line = (id: number, quantity: number) => ({
  id,
  product_id: id + 100,
  quantity,
  total_price: 1000 * quantity,
  product: { id: id + 100, name: `Product ${id}`, price: 1000, discount: 0, stock: 9, image: null },
});

function CartProbe() {
  const cart = useCart();
  if (!cart.lines) return <p>loading</p>;
  return (
    <div>
      {cart.lines.map((l) => (
        <p key={l.id}>
          line {l.id} x {l.quantity}
          <button type="button" onClick={() => void cart.setQuantity(l, l.quantity + 1)}>
            more {l.id}
          </button>
          <button type="button" onClick={() => void cart.remove(l)}>
            remove {l.id}
          </button>
        </p>
      ))}
      <p role="alert">{cart.notice}</p>
    </div>
  );
}

const renderWithShop = (element: React.ReactNode) =>
  act(async () => {
    render(
      <WithQueryClient>
        <MemoryRouter>{element}</MemoryRouter>
      </WithQueryClient>,
    );
  });

const click = (name: string) =>
  act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  signInTestCustomer();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  signOutTestCustomer();
});

describe('cart changes', () => {
  it('show a new quantity at once and put the old one back, with the server message, when it refuses', async () => {
    const put = deferred();
    const reload = deferred();
    let gets = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        if (init?.method === 'PUT') return put.promise;
        gets += 1;
        return gets === 1 ? json(200, { status: 'success', data: [line(1, 2), line(2, 1)] }) : reload.promise;
      }),
    );
    await renderWithShop(<CartProbe />);
    expect(screen.getByText('line 1 x 2')).toBeTruthy();

    await click('more 1');
    expect(screen.getByText('line 1 x 3')).toBeTruthy();

    await act(async () => put.resolve(json(400, { status: 'error', message: 'Only 2 left of Product 1' })));
    // Rolled back before the cart is asked again (that answer is still held back).
    expect(screen.getByText('line 1 x 2')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Only 2 left of Product 1');
    expect(gets).toBe(2);
    await act(async () => reload.resolve(json(200, { status: 'success', data: [line(1, 2), line(2, 1)] })));
  });

  it('take a removed line away at once and bring it back when the server fails', async () => {
    const del = deferred();
    let gets = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) => {
        if (init?.method === 'DELETE') return del.promise;
        gets += 1;
        return gets === 1
          ? json(200, { status: 'success', data: [line(1, 2), line(2, 1)] })
          : new Promise<Response>(() => {});
      }),
    );
    await renderWithShop(<CartProbe />);
    await click('remove 2');
    expect(screen.queryByText('line 2 x 1')).toBeNull();
    await act(async () => del.resolve(json(500, { status: 'error', message: 'Internal' })));
    expect(screen.getByText('line 2 x 1')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Failed to remove item');
  });
});

describe('wishlist hearts', () => {
  it('fill at once and empty again when the server refuses, leaving the other hearts as they were', async () => {
    const post = deferred();
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init?: RequestInit) =>
        init?.method === 'POST'
          ? post.promise
          : json(200, { status: 'success', data: [{ id: 9, product: { id: 2, name: 'Balm' } }] }),
      ),
    );
    await renderWithShop(
      <>
        <WishlistHeart variant="card" productId={1} productName="Oil" />
        <WishlistHeart variant="card" productId={2} productName="Balm" />
      </>,
    );
    const pressed = (name: string) => screen.getByRole('button', { name }).getAttribute('aria-pressed');
    await click('Add Oil to wishlist');
    expect(pressed('Add Oil to wishlist')).toBe('true');
    expect(screen.getByRole('button', { name: 'Add Oil to wishlist' }).getAttribute('aria-busy')).toBe('true');

    await act(async () => post.resolve(json(500, { status: 'error', message: 'Internal' })));
    expect(pressed('Add Oil to wishlist')).toBe('false');
    expect(pressed('Add Balm to wishlist')).toBe('true');
    expect(screen.getByText('Could not update your wishlist. Please try again.')).toBeTruthy();
  });
});
