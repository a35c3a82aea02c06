import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FeaturedProducts } from '../../web/src/features/home/featured/FeaturedProducts';
import { WithQueryClient } from './support/query-client';

const card = (id: number, name: string, extra: Partial<Record<string, unknown>> = {}) => ({
  id,
  name,
  image: `http://127.0.0.1:3000/storage/products/${id}/1.jpg`,
  price: 2450,
  currency: 'LKR',
  rating: 4,
  reviews: 1.25,
  ...extra,
});

/** A C1 body shaped like the real one (contract 6.10). */
const body = (data: unknown, status = 'success') => ({ status, data });

function answer(status: number, json: unknown) {
  const fetchMock = vi.fn(
    async () => new Response(JSON.stringify(json), { status, headers: { 'content-type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderSection() {
  render(
    <WithQueryClient>
      <MemoryRouter>
        <FeaturedProducts />
      </MemoryRouter>
    </WithQueryClient>,
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });
const cardNames = () =>
  within(screen.getByRole('tabpanel'))
    .queryAllByRole('link')
    .map((a) => a.textContent);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('featured products', () => {
  const full = body({
    Beard: [
      card(1, 'Sandalwood Beard Oil 30ml'),
      card(2, 'Coconut & Shea Beard Balm 60g', { rating: 2, reviews: 0.9, price: 1850 }),
    ],
    Hair: [],
    Accessories: [card(7, 'Sandalwood Beard Comb', { price: 1450 })],
    Apparel: [card(9, 'Embroidered Cap')],
  });

  it('shows the loading text, then Beard first, with the card as SPEC describes it', async () => {
    const fetchMock = answer(200, full);
    renderSection();
    expect(screen.getByText('Loading featured products...')).toBeTruthy();
    const first = await screen.findByRole('link', { name: /^Sandalwood Beard Oil 30ml/ });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]).toEqual([
      '/api/v2/products/featured',
      expect.objectContaining({ method: 'POST', body: undefined }),
    ]);
    expect(tab('Beard').getAttribute('aria-selected')).toBe('true');
    expect(first.getAttribute('href')).toBe('/product/1');
    expect(first.querySelector('img')?.getAttribute('src')).toBe('http://127.0.0.1:3000/storage/products/1/1.jpg');
    expect(within(first).getByText('(1.3k) Customer Reviews')).toBeTruthy();
    expect(within(first).getByText('LKR 2,450.00')).toBeTruthy();
    expect(
      within(first).getByRole('img', { name: 'Rated 4 out of 5' }).querySelectorAll('.stars__star--filled'),
    ).toHaveLength(4);
    const second = screen.getByRole('link', { name: /Coconut & Shea/ });
    expect(
      within(second).getByRole('img', { name: 'Rated 2 out of 5' }).querySelectorAll('.stars__star--filled'),
    ).toHaveLength(2);
    expect(within(second).getByText('(0.9k) Customer Reviews')).toBeTruthy();
  });

  it('disables an empty tab and switches cards with a click or the arrow keys', async () => {
    answer(200, full);
    renderSection();
    await screen.findByRole('link', { name: /Sandalwood Beard Oil/ });
    expect((tab('Hair') as HTMLButtonElement).disabled).toBe(true);
    expect((tab('Accessories') as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(tab('Accessories'));
    expect(tab('Accessories').getAttribute('aria-selected')).toBe('true');
    expect(cardNames()).toEqual([expect.stringContaining('Sandalwood Beard Comb')]);
    fireEvent.keyDown(tab('Accessories'), { key: 'ArrowRight' });
    expect(tab('Apparel').getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tab('Apparel'));
    fireEvent.keyDown(tab('Apparel'), { key: 'ArrowRight' }); // wraps to Beard
    fireEvent.keyDown(tab('Beard'), { key: 'ArrowRight' }); // skips the disabled Hair tab
    expect(tab('Accessories').getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(tab('Accessories'), { key: 'ArrowLeft' });
    expect(tab('Beard').getAttribute('aria-selected')).toBe('true');
  });

  it('keeps Beard selected when it is empty and shows the empty text', async () => {
    answer(200, body({ Beard: [], Hair: [card(4, 'Matte Clay Pomade 80g')] }));
    renderSection();
    expect(await screen.findByText('No featured products available for this category.')).toBeTruthy();
    expect(tab('Beard').getAttribute('aria-selected')).toBe('true');
    expect((tab('Beard') as HTMLButtonElement).disabled).toBe(true);
    expect((tab('Accessories') as HTMLButtonElement).disabled).toBe(true); // missing key
    expect(tab('Hair').tabIndex).toBe(0);
    fireEvent.click(tab('Hair'));
    expect(cardNames()).toEqual([expect.stringContaining('Matte Clay Pomade 80g')]);
  });

  it('disables every tab when data is an array', async () => {
    answer(200, body([card(1, 'Sandalwood Beard Oil 30ml')]));
    renderSection();
    expect(await screen.findByText('No featured products available for this category.')).toBeTruthy();
    for (const name of ['Beard', 'Hair', 'Accessories', 'Apparel'])
      expect((tab(name) as HTMLButtonElement).disabled).toBe(true);
  });

  it.each([
    ['a server error', 500, { status: 'error', message: 'Internal error' }],
    ['a status other than success', 200, { status: true, data: { Beard: [card(1, 'X')] } }],
    ['no data', 200, { status: 'success' }],
  ])('shows the failure text in red in place of the section on %s', async (_, status, json) => {
    answer(status, json);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderSection();
    const failed = await screen.findByText('Failed to load featured products. Please try again later.');
    expect(failed.className).toContain('featured__failed');
    expect(screen.queryByRole('tablist')).toBeNull();
  });

  it('shows the failure text when the network fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderSection();
    expect(await screen.findByText('Failed to load featured products. Please try again later.')).toBeTruthy();
  });
});
