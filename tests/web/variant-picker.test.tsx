import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductDetail } from '../../web/src/features/product';
import { ProductDetails } from '../../web/src/features/product/ProductDetails';
import { cartMessages } from '../../shared/validation/cart';
import { WithQueryClient } from './support/query-client';
import { signInTestCustomer, signOutTestCustomer } from './support/customer-session';

/**
 * The product page's option picker (issue 20): a radio group per option named by the option, sold-out values that
 * cannot be chosen, price, stock and the quantity's maximum following the choice, the address keeping it, and Add to
 * cart asking for a choice first. The arrow keys themselves are the browser's (native radios; jsdom has none): the
 * e2e file tests/e2e/variant-picker.test.ts presses them in Chromium.
 */
const tee: ProductDetail = {
  id: 23,
  name: 'Kesara Logo Tee',
  description: 'A tee.',
  price: 2450,
  discount: 0,
  currency: 'LKR',
  isNew: false,
  featured: false,
  stock: 11,
  initial_stock: 20,
  category: 'Apparel',
  brandName: 'Kesara',
  sku: 'APP-23',
  user_guide_pdf: null,
  rating: 4,
  reviews: 3,
  image: 'http://x/1.jpg',
  images: [
    { id: 1, path: 'http://x/1.jpg' },
    { id: 2, path: 'http://x/2.jpg' },
  ],
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  options: [{ name: 'Size', values: ['S', 'M', 'L'] }],
  variants: [
    { id: 101, options: { Size: 'S' }, sku: 'APP-23-S', price: 2450, discount: 0, stock: 8, image_id: null },
    { id: 102, options: { Size: 'M' }, sku: 'APP-23-M', price: 2650, discount: 10, stock: 3, image_id: 2 },
    { id: 103, options: { Size: 'L' }, sku: 'APP-23-L', price: 2650, discount: 0, stock: 0, image_id: null },
  ],
};

function AddressProbe() {
  const { search } = useLocation();
  return <output data-testid="address">{search}</output>;
}

function renderTee(path = '/product/23') {
  render(
    <WithQueryClient>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="/product/:id"
            element={
              <>
                <ProductDetails product={tee} />
                <AddressProbe />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </WithQueryClient>,
  );
}

const sizes = () => within(screen.getByRole('radiogroup', { name: 'Size' }));
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  // The page drew no server HTML here: the first render takes the address as it is.
  document.documentElement.dataset.hydrated = 'true';
  signInTestCustomer();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  signOutTestCustomer();
  delete document.documentElement.dataset.hydrated;
});

describe('the option picker on the product page', () => {
  it('is one radio group named by the option, one radio per value, with nothing chosen at first', () => {
    renderTee();
    const radios = sizes().getAllByRole('radio');
    expect(radios.map((r) => (r as HTMLInputElement).value)).toEqual(['S', 'M', 'L']);
    // One name: the browser makes them one Tab stop whose arrows move the choice.
    expect(new Set(radios.map((r) => (r as HTMLInputElement).name)).size).toBe(1);
    expect(radios.filter((r) => (r as HTMLInputElement).checked)).toHaveLength(0);
    expect(screen.getByText('Size', { selector: 'legend' })).toBeTruthy();
  });

  it('crosses out a sold-out size, says so, and does not let it be chosen', () => {
    renderTee();
    const large = sizes().getByRole('radio', { name: 'L (sold out)' }) as HTMLInputElement;
    expect(large.disabled).toBe(true);
    expect(large.closest('label')?.className).toContain('pp-option__value--out');
    expect((sizes().getByRole('radio', { name: 'M' }) as HTMLInputElement).disabled).toBe(false);
  });

  it('shows the chosen size price, discount and stock, caps the quantity at its stock, and keeps it in the address', () => {
    renderTee();
    expect(screen.getByText('In Stock')).toBeTruthy();
    fireEvent.click(sizes().getByRole('radio', { name: 'M' }));
    expect((sizes().getByRole('radio', { name: 'M' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('Only (3 available)')).toBeTruthy();
    // 2,650 less 10% is 2,385; the price before the discount is struck through.
    expect(document.querySelector('.pp-price__final')?.textContent).toContain('LKR 2,385.00');
    expect(document.querySelector('.pp-price__was')?.textContent).toContain('LKR 2,650.00');
    expect((screen.getByRole('spinbutton', { name: 'Quantity' }) as HTMLInputElement).max).toBe('3');
    expect(screen.getByTestId('address').textContent).toBe('?variant=102');
    // M has a picture of its own among the product's.
    expect(document.querySelector('.pp-gallery__stage img')?.getAttribute('src')).toBe('http://x/2.jpg');
  });

  it('opens on the size a shared link names', () => {
    renderTee('/product/23?variant=101');
    expect((sizes().getByRole('radio', { name: 'S' }) as HTMLInputElement).checked).toBe(true);
    expect(document.querySelector('.pp-price__final')?.textContent).toContain('LKR 2,450.00');
  });

  it('says "Please choose a Size." on Add to cart before a choice, without asking the API to add', async () => {
    const fetchMock = vi.fn(async (_url: string) => json(200, { status: 'success', message: 'ok', data: [] }));
    vi.stubGlobal('fetch', fetchMock);
    renderTee();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add to cart' })));
    // The server's own words (its 422 says the same).
    expect(screen.getByText(cartMessages.chooseOption('Size'))).toBeTruthy();
    expect(cartMessages.chooseOption('Size')).toBe('Please choose a Size.');
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('/cart/add'))).toHaveLength(0);
  });

  it('sends the chosen variant_id with Add to cart', async () => {
    const fetchMock = vi.fn(async (url: string, _init?: RequestInit) =>
      url.includes('/cart/add')
        ? json(200, { status: 'success', message: 'Added', data: { id: 1, product_id: 23, quantity: 1 } })
        : json(200, { status: 'success', data: [], total_items: 0, total_amount: 0 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderTee();
    fireEvent.click(sizes().getByRole('radio', { name: 'S' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add to cart' })));
    const add = fetchMock.mock.calls.find(([url]) => url.includes('/cart/add'));
    expect(JSON.parse(String(add?.[1]?.body))).toEqual({ product_id: 23, quantity: 1, variant_id: 101 });
    expect(screen.getByText('Product added to cart successfully!')).toBeTruthy();
  });
});
