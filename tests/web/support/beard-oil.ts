import type { ProductDetail } from '../../../web/src/features/product';

/** A product as C2 answers it to staff (the admin form's input), with `changes` over it. */
export const beardOil = (changes: Partial<ProductDetail> = {}): ProductDetail => ({
  id: 42,
  name: 'Beard Oil',
  description: 'Oil',
  category: 'Beard',
  brandName: 'Kesara',
  sku: 'BEARD-42',
  stock: 7,
  price: 2450,
  discount: 0,
  featured: false,
  images: [{ id: 1, path: 'http://x/1.jpg' }],
  user_guide_pdf: null,
  currency: 'LKR',
  isNew: false,
  initial_stock: 10,
  rating: 0,
  reviews: 0,
  image: 'http://x/1.jpg',
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-02T00:00:00.000Z',
  options: [],
  variants: [],
  ...changes,
});
