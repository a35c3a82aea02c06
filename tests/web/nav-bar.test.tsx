import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NavBar } from '../../web/src/app/layouts/NavBar';
import { useGuestCart } from '../../web/src/features/cart';
import { WithQueryClient } from './support/query-client';

afterEach(cleanup);

describe('storefront navigation bar', () => {
  it('shows SPEC links when signed out, and Escape folds the phone menu back onto its button', () => {
    render(
      <WithQueryClient>
        <MemoryRouter>
          <NavBar />
        </MemoryRouter>
      </WithQueryClient>,
    );
    // The cart opens signed out (issue 32); the wishlist needs an account.
    for (const label of ['BEARD', 'HAIR', 'ACCESSORIES', 'APPAREL', 'CONTACT', 'ABOUT', 'CART', 'SIGN IN'])
      expect(screen.getByRole('link', { name: label })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'WISHLIST' })).toBeNull();
    const burger = screen.getByRole('button', { name: 'Menu' });
    fireEvent.click(burger);
    expect(burger.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(screen.getByRole('link', { name: 'HAIR' }), { key: 'Escape' });
    expect(burger.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(burger);
  });

  it("counts a signed-out shopper's browser cart as the server prices it (total_items)", async () => {
    useGuestCart.getState().add(11, 2);
    useGuestCart.getState().add(12, 1, 5);
    const priced = {
      status: 'success',
      data: [],
      total_items: 2,
      total_amount: 0,
      discount_code: null,
      discount_amount: 0,
      total_after_discount: 0,
    };
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(priced), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    try {
      render(
        <WithQueryClient>
          <MemoryRouter>
            <NavBar />
          </MemoryRouter>
        </WithQueryClient>,
      );
      // 2, not the 3 units the browser holds: a line of a removed size counts for none, and the server says so.
      const count = await screen.findByText(/^, \d+ items?$/);
      expect(count.closest('a')!.textContent).toBe('CART2, 2 items');
      expect(fetchMock).toHaveBeenCalledTimes(1);
    } finally {
      useGuestCart.getState().clear();
      vi.unstubAllGlobals();
    }
  });
});
