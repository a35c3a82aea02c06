import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { Language } from '../../shared/rules/languages';
import UnsubscribePage from '../../web/src/features/unsubscribe/UnsubscribePage';
import { WishlistCard } from '../../web/src/features/wishlist/WishlistCard';
import type { WishlistEntry } from '../../web/src/features/wishlist/api/get-wishlist';
import { LanguageProvider } from '../../web/src/lib/i18n';
import { WithQueryClient } from './support/query-client';

/** Issue 34: the unsubscribe page and a wishlist card in the page's language; English as before without one. */
afterEach(cleanup);

const drawn = (ui: ReactNode, language?: Language) =>
  render(
    <MemoryRouter initialEntries={['/unsubscribe?t=x']}>
      <WithQueryClient>{language ? <LanguageProvider language={language}>{ui}</LanguageProvider> : ui}</WithQueryClient>
    </MemoryRouter>,
  );

const entry = {
  id: 3,
  product: {
    id: 9,
    name: 'Beard Oil',
    price: 2450,
    image: null,
    rating: 4,
    description: 'Cedar and lime.',
    discount: 0,
    is_in_stock: true,
  },
} as unknown as WishlistEntry;

describe('the pages a mail opens, and the wishlist, in Sinhala and Tamil', () => {
  it('asks to unsubscribe in Tamil, and in English without a provider', () => {
    drawn(<UnsubscribePage />, 'ta');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('குழுவிலகு');
    expect(screen.getByRole('button').textContent).toBe('குழுவிலகு');
    expect(screen.getByText(/எனது சுயவிவரத்தில்/)).toBeTruthy();
    cleanup();
    drawn(<UnsubscribePage />);
    expect(screen.getByRole('button').textContent).toBe('Unsubscribe');
    expect(screen.getByText('You can choose what we send you at any time in My Profile.')).toBeTruthy();
  });

  it("names a saved product's buttons in Sinhala, its price in si-LK's form", () => {
    drawn(<WishlistCard entry={entry} busy={false} onAddToCart={() => {}} onRemove={() => {}} />, 'si');
    expect(screen.getByRole('button', { name: 'කරත්තයට එක් කරන්න' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Beard Oil ප්‍රියතම ලැයිස්තුවෙන් ඉවත් කරන්න' }).textContent).toBe('ඉවත් කරන්න');
    expect(document.querySelector('.wish-card__price')!.textContent).toBe('රු.\u00a02,450.00');
  });
});
