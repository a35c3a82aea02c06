import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CategoryProductCard } from '../../web/src/features/catalog/CategoryProductCard';
import type { CategoryProduct } from '../../web/src/features/catalog/api/get-category-products';
import { useGuestCart } from '../../web/src/features/cart';
import { AddToCartButton } from '../../web/src/features/shopping';
import { WishlistHeart } from '../../web/src/features/wishlist';
import { WithQueryClient } from './support/query-client';
import { signInTestCustomer, signOutTestCustomer } from './support/customer-session';

/**
 * What Add to cart and the heart show for each answer of the API (SPEC 8, contract S1, S5-S7). The statuses the
 * storefront can never provoke on purpose (a 422, a 500, a dropped connection) are answered by a stub here; the
 * real paths are covered by tests/e2e/catalog.test.ts.
 */
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function stubFetch(answer: (url: string, init?: RequestInit) => Response | Promise<Response>) {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => answer(url, init));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function SignInProbe() {
  const { state } = useLocation();
  return <p>sign-in page from {(state as { from?: string } | null)?.from}</p>;
}

function renderAt(path: string, element: React.ReactNode) {
  render(
    <WithQueryClient>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/signin" element={<SignInProbe />} />
          <Route path="*" element={element} />
        </Routes>
      </MemoryRouter>
    </WithQueryClient>,
  );
}

const signIn = () => {
  signInTestCustomer();
};

beforeEach(() => {
  // The API client logs every failure (SPEC 8); the failures here are on purpose.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  signOutTestCustomer();
});

async function press(name: string) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
}

describe('Add to cart on the product page', () => {
  it.each([
    [422, { status: 'error', message: 'The quantity field must be at least 1.' }, 'Please provide valid quantity'],
    [400, { status: 'error', message: 'Only 3 left of Beard Oil' }, 'Only 3 left of Beard Oil'],
    [400, { status: 'error' }, 'Not enough stock available'],
    [500, { status: 'error', message: 'Internal' }, 'Failed to add product to cart'],
    [
      403,
      { status: 'error', message: 'Forbidden' },
      'Only customer accounts can shop. Sign in with a customer account.',
    ],
  ])('shows the SPEC text for a %i answer', async (status, body, text) => {
    signIn();
    stubFetch(() => json(status, body));
    renderAt('/product/3', <AddToCartButton variant="page" productId={3} quantity={2} />);
    await press('Add to cart');
    expect(screen.getByRole('alert').textContent).toBe(text);
  });

  it('says so when the network fails', async () => {
    signIn();
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    renderAt('/product/3', <AddToCartButton variant="page" productId={3} />);
    await press('Add to cart');
    expect(screen.getByRole('alert').textContent).toBe('An error occurred while adding to cart');
  });

  it('sends product_id and quantity, shows the success for 5 s, then hides it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signIn();
    const fetchMock = stubFetch(() => json(200, { status: 'success', message: 'Product added to cart successfully!' }));
    renderAt('/product/3', <AddToCartButton variant="page" productId={3} quantity={2} />);
    await press('Add to cart');
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/v2/cart/add');
    expect(JSON.parse(String(init?.body))).toEqual({ product_id: 3, quantity: 2 });
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer customer-token');
    expect(screen.getByRole('status').textContent).toBe('Product added to cart successfully!');
    act(() => vi.advanceTimersByTime(4900));
    expect(screen.queryByText('Product added to cart successfully!')).not.toBeNull();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Product added to cart successfully!')).toBeNull();
  });

  it('adds to the browser cart without a session, and goes to /signin, remembering the page, on a 401', async () => {
    const fetchMock = stubFetch(() => json(401, { status: 'error', message: 'Unauthenticated.' }));
    renderAt('/product/3?ref=mail', <AddToCartButton variant="page" productId={3} variantId={5} quantity={2} />);
    await press('Add to cart');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe('Product added to cart successfully!');
    expect(useGuestCart.getState().lines).toEqual([{ product_id: 3, variant_id: 5, quantity: 2 }]);

    cleanup();
    useGuestCart.getState().clear();
    signIn();
    renderAt('/product/3', <AddToCartButton variant="page" productId={3} />);
    await press('Add to cart');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.getByText('sign-in page from /product/3')).toBeTruthy();
  });
});

describe('Add to cart on a category card', () => {
  it('shows Added to Cart! for 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    signIn();
    stubFetch(() => json(200, { status: 'success' }));
    renderAt('/beard', <AddToCartButton variant="card" productId={3} productName="Beard Oil" />);
    await press('Add to cart, Beard Oil');
    expect(screen.getByText('Added to Cart!')).toBeTruthy();
    act(() => vi.advanceTimersByTime(3100));
    expect(screen.queryByText('Added to Cart!')).toBeNull();
  });
});

describe('wishlist hearts', () => {
  const hearts = (
    <>
      <WishlistHeart variant="card" productId={1} productName="Oil" />
      <WishlistHeart variant="card" productId={2} productName="Balm" />
      <WishlistHeart variant="card" productId={3} productName="Wash" />
    </>
  );

  it('load the wishlist once for all the hearts of a page and toggle with POST and DELETE', async () => {
    signIn();
    const fetchMock = stubFetch((_url, init) => {
      if (init?.method === 'GET')
        return json(200, { status: 'success', data: [{ id: 9, product: { id: 2, name: 'Balm' } }] });
      return json(200, { status: 'success' });
    });
    await act(async () => renderAt('/beard', hearts));
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'GET')).toHaveLength(1);
    const pressed = (name: string) => screen.getByRole('button', { name }).getAttribute('aria-pressed');
    expect([pressed('Add Oil to wishlist'), pressed('Add Balm to wishlist'), pressed('Add Wash to wishlist')]).toEqual([
      'false',
      'true',
      'false',
    ]);

    await press('Add Oil to wishlist');
    expect(pressed('Add Oil to wishlist')).toBe('true');
    await press('Add Balm to wishlist');
    expect(pressed('Add Balm to wishlist')).toBe('false');
    const writes = fetchMock.mock.calls
      .filter(([, init]) => init?.method !== 'GET')
      .map(([url, init]) => [init?.method, url, init?.body ?? null]);
    expect(writes).toEqual([
      ['POST', '/api/v2/wishlist', JSON.stringify({ product_id: 1 })],
      ['DELETE', '/api/v2/wishlist/2', null],
    ]);
  });

  it('undo the change and say why when the server refuses', async () => {
    signIn();
    stubFetch((_url, init) =>
      init?.method === 'GET'
        ? json(200, { status: 'success', data: [] })
        : json(403, { status: 'error', message: 'Forbidden' }),
    );
    await act(async () => renderAt('/beard', hearts));
    await press('Add Oil to wishlist');
    expect(screen.getByRole('button', { name: 'Add Oil to wishlist' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByText('Only customer accounts can shop. Sign in with a customer account.')).toBeTruthy();
  });

  it('send a signed-out shopper to /signin without calling the API', async () => {
    const fetchMock = stubFetch(() => json(200, { status: 'success', data: [] }));
    await act(async () => renderAt('/hair?price=over-2000', hearts));
    await press('Add Wash to wishlist');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.getByText('sign-in page from /hair?price=over-2000')).toBeTruthy();
  });
});

describe('Add to cart on a category card', () => {
  const card = (over: Partial<CategoryProduct>): CategoryProduct => ({
    id: 23,
    name: 'Kesara Logo Tee',
    description: 'A tee.',
    price: 2490,
    currency: 'LKR',
    image: null,
    rating: 0,
    reviews: 0,
    isNew: false,
    discount: null,
    stock: 12,
    category: 'Apparel',
    ...over,
  });
  const cardAt = (product: CategoryProduct) => (
    <Routes>
      <Route path="/product/:id" element={<ProductPageProbe />} />
      <Route path="*" element={<CategoryProductCard product={product} eager />} />
    </Routes>
  );

  function ProductPageProbe() {
    const { pathname } = useLocation();
    return <p>product page {pathname}</p>;
  }

  it('of a product with sizes opens its page, where the size is chosen, and sends no request', async () => {
    signIn();
    const fetchMock = stubFetch(() => json(200, { status: 'success', data: [] }));
    await act(async () => renderAt('/apparel', cardAt(card({ price_from: 2490, price_to: 2490 }))));
    await press('Add to cart, Kesara Logo Tee');
    expect(screen.getByText('product page /product/23')).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('/cart'))).toEqual([]);
  });

  it('of a product without sizes adds it from the card', async () => {
    signIn();
    const fetchMock = stubFetch((url) =>
      url.includes('/cart/add')
        ? json(200, { status: 'success', message: 'Product added to cart successfully' })
        : json(200, { status: 'success', data: [] }),
    );
    await act(async () => renderAt('/beard', cardAt(card({ id: 8, name: 'Beard Oil', category: 'Beard' }))));
    await press('Add to cart, Beard Oil');
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('/cart/add'))).toBe(true);
    expect(screen.getByText('Added to Cart!')).toBeTruthy();
    expect(screen.queryByText(/product page/)).toBeNull();
  });
});
