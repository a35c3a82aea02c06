import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { LanguageProvider } from '../../web/src/lib/i18n';
import { SearchResultCard } from '../../web/src/features/search/SearchResultCard';
import type { SearchHit } from '../../web/src/features/search/api/search-products';

afterEach(cleanup);

const hoodie: SearchHit = {
  id: 27,
  name: 'Hill Country Hoodie',
  description: 'Warm.',
  price: 5900,
  currency: 'LKR',
  image: null,
  rating: 4,
  reviews: 1,
  isNew: false,
  discount: 10,
  stock: 11,
  category: 'Apparel',
  price_from: 5900,
  price_to: 6400,
};

describe('a list item of a product with variants (issue 20)', () => {
  it('says "From" the lowest price in the page\'s language, and nothing more when the prices do not differ', () => {
    render(
      <MemoryRouter>
        <LanguageProvider language="si">
          <SearchResultCard hit={{ ...hoodie, category_name: 'ඇඟලුම්' }} />
          <SearchResultCard hit={{ ...hoodie, id: 28, name: 'Same price', price_to: 5900, stock: 0 }} />
        </LanguageProvider>
      </MemoryRouter>,
    );
    expect(screen.getByText('රු. 5,900.00 සිට')).toBeTruthy();
    expect(screen.getByText('ඇඟලුම්')).toBeTruthy();
    // Same price from and to: the one discounted price, the struck one, and the stock word, all in Sinhala.
    expect(screen.getByText('රු. 5,310.00')).toBeTruthy();
    expect(screen.getByText('පෙර මිල')).toBeTruthy();
    expect(screen.getByText('තොගය අවසන්')).toBeTruthy();
  });

  it('a search result shows "From LKR 5,900.00" instead of one discounted price', () => {
    render(
      <MemoryRouter>
        <SearchResultCard hit={hoodie} />
      </MemoryRouter>,
    );
    expect(screen.getByText('From LKR 5,900.00')).toBeTruthy();
    expect(screen.queryByText(/was/)).toBeNull();
  });
});
