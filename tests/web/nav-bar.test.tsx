import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { NavBar } from '../../web/src/app/layouts/NavBar';
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
    for (const label of ['BEARD', 'HAIR', 'ACCESSORIES', 'APPAREL', 'CONTACT', 'ABOUT', 'SIGN IN'])
      expect(screen.getByRole('link', { name: label })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'CART' })).toBeNull();
    const burger = screen.getByRole('button', { name: 'Menu' });
    fireEvent.click(burger);
    expect(burger.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(screen.getByRole('link', { name: 'HAIR' }), { key: 'Escape' });
    expect(burger.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(burger);
  });
});
