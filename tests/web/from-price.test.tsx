import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { fromPriceText } from '../../web/src/components/price-range';
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
  it('says "From" the lowest price when the variants’ prices differ, and nothing more when they do not', () => {
    expect(fromPriceText({ price_from: 2450, price_to: 2650 })).toBe('From LKR 2,450.00');
    expect(fromPriceText({ price_from: 2490, price_to: 2490 })).toBeNull();
    expect(fromPriceText({})).toBeNull();
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
