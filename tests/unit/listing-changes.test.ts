import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ProductRecord } from '../../functions/domain/catalog';
import { productKey } from '../../functions/domain/keys';
import { reviewKeys } from '../../functions/domain/reviews/review-keys';
import { FUNCTION_TEST_ENV } from '../support/function-env';

type Pages = typeof import('../../functions/pages/changed-pages');
type Listings = typeof import('../../functions/pages/listing-changes');
let pages: Pages;
let listings: Listings;

beforeAll(async () => {
  Object.assign(process.env, {
    ...FUNCTION_TEST_ENV,
  });
  pages = await import('../../functions/pages/changed-pages');
  listings = await import('../../functions/pages/listing-changes');
});

const oil: ProductRecord = {
  id: 12,
  name: 'Cinnamon Beard Oil',
  description: 'Cold-pressed oils with Ceylon cinnamon.',
  category: 'Beard',
  brandName: 'Kesara',
  sku: 'BO-12',
  stock: 40,
  initialStock: 50,
  price: 2450,
  discount: 0,
  isNew: false,
  featured: true,
  reviewCount: 2,
  reviewSum: 9,
  reviewStars5: 1,
  reviewStars4: 1,
  sales: 10,
  images: [{ id: 1, path: 'products/12/1.jpg' }],
  userGuidePath: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

/** A stream record of the product item, with its images as DynamoDB sends them (NEW_AND_OLD_IMAGES). */
const productRecord = (before?: ProductRecord, after?: ProductRecord) => ({
  dynamodb: {
    Keys: marshall(productKey((before ?? after)!.id)),
    ...(before ? { OldImage: marshall({ ...productKey(before.id), ...before }) } : {}),
    ...(after ? { NewImage: marshall({ ...productKey(after.id), ...after }) } : {}),
  },
});
const batch = (...records: object[]) => ({ Records: records }) as unknown as DynamoDBStreamEvent;

describe('which listing pages a product change redraws (decision 0059)', () => {
  it('a sale that leaves the product in stock redraws its own page only, not the home page nor its category', () => {
    const sold = { ...oil, stock: 39, sales: 11, updatedAt: '2026-11-26T00:00:00.000Z' };
    expect(listings.listingPagesChanged(oil, sold)).toEqual([]);
    expect(pages.pagesAfterChange(batch(productRecord(oil, sold)))).toEqual(['/product/12']);
  });

  it('the last unit sold shows "out of stock" on the category page, which alone of the listings is redrawn', () => {
    expect(listings.listingPagesChanged({ ...oil, stock: 1 }, { ...oil, stock: 0 })).toEqual(['/beard']);
    expect(listings.listingPagesChanged({ ...oil, stock: 0 }, { ...oil, stock: 5 })).toEqual(['/beard']);
  });

  it("a change of a featured card's field redraws home and the category; of a card field alone, the category", () => {
    expect(listings.listingPagesChanged(oil, { ...oil, price: 2500 })).toEqual(['/', '/beard']);
    expect(listings.listingPagesChanged(oil, { ...oil, images: [{ id: 2, path: 'products/12/2.jpg' }] })).toEqual([
      '/',
      '/beard',
    ]);
    expect(listings.listingPagesChanged(oil, { ...oil, description: 'New words.' })).toEqual(['/beard']);
    expect(listings.listingPagesChanged(oil, { ...oil, discount: 10 })).toEqual(['/beard']);
    expect(listings.listingPagesChanged(oil, { ...oil, sku: 'BO-12-B', initialStock: 80 })).toEqual([]);
  });

  it("a published review moves the cards' stars: the featured product's home and category are redrawn with its page", () => {
    const reviewed = { ...oil, reviewCount: 3, reviewSum: 10, reviewStars1: 1 };
    expect(listings.listingPagesChanged(oil, reviewed)).toEqual(['/', '/beard']);
    const review = { dynamodb: { Keys: marshall(reviewKeys.review(12, 3)) } };
    expect(pages.pagesAfterChange(batch(productRecord(oil, reviewed), review))).toEqual(['/', '/beard', '/product/12']);
    expect(pages.pagesAfterChange(batch({ dynamodb: { Keys: marshall(reviewKeys.review(14, 3)) } }))).toEqual([
      '/product/14',
    ]);
  });

  it('featuring, unfeaturing and moving category redraw what the product enters and leaves', () => {
    const plain = { ...oil, featured: false };
    expect(listings.listingPagesChanged(plain, oil)).toEqual(['/']);
    expect(listings.listingPagesChanged(oil, plain)).toEqual(['/']);
    expect(listings.listingPagesChanged(plain, { ...plain, price: 1 })).toEqual(['/beard']);
    expect(listings.listingPagesChanged(oil, { ...oil, category: 'Hair' })).toEqual(['/', '/beard', '/hair']);
  });

  it('a new or deleted product redraws the listings it is on; a record without images redraws them all', () => {
    expect(listings.listingPagesChanged(undefined, oil)).toEqual(['/', '/beard']);
    expect(listings.listingPagesChanged({ ...oil, featured: false }, undefined)).toEqual(['/beard']);
    expect(pages.pagesAfterChange(batch({ dynamodb: { Keys: marshall(productKey(7)) } }))).toEqual([
      ...pages.LISTING_PATHS,
      '/product/7',
    ]);
  });

  it('a batch redraws each page once, listings first, and nothing for items that are no product', () => {
    const cartLine = { dynamodb: { Keys: marshall({ PK: 'USER#3', SK: 'CART#0000000012' }) } };
    const batchOf = batch(
      productRecord(oil, { ...oil, stock: 30 }),
      productRecord(oil, { ...oil, price: 99 }),
      productRecord({ ...oil, id: 13 }, { ...oil, id: 13, stock: 0 }),
      cartLine,
    );
    expect(pages.pagesAfterChange(batchOf)).toEqual(['/', '/beard', '/product/12', '/product/13']);
    expect(pages.pagesAfterChange(batch(cartLine))).toEqual([]);
  });
});

describe('which pages of each language a product change redraws (issue 34)', () => {
  const translated: ProductRecord = {
    ...oil,
    translations: { si: { name: 'කුරුඳු රැවුල් තෙල්', description: 'ලංකා කුරුඳු සමඟ.' }, ta: { name: 'கறுவா தாடி எண்ணெய்' } },
  };
  const byLanguage = (before: ProductRecord, after: ProductRecord) =>
    pages.pagesByLanguageAfterChange(batch(productRecord(before, after)));

  it('a new Sinhala name redraws the Sinhala pages that show it, and no English or Tamil page', () => {
    const renamed = { ...translated, translations: { ...translated.translations, si: { name: 'නව නම' } } };
    expect(byLanguage(translated, { ...renamed, updatedAt: '2026-11-27T00:00:00.000Z' })).toEqual({
      en: [],
      si: ['/', '/beard', '/product/12'],
      ta: [],
    });
  });

  it('a new Tamil description redraws the Tamil category page and product page only (cards on home have none)', () => {
    const described = {
      ...translated,
      translations: { ...translated.translations, ta: { name: 'கறுவா தாடி எண்ணெய்', description: 'புதியது.' } },
    };
    expect(byLanguage(translated, described)).toEqual({ en: [], si: [], ta: ['/beard', '/product/12'] });
  });

  it('an English text shown where a language has no translation redraws that language too', () => {
    expect(byLanguage(translated, { ...translated, description: 'New words.' })).toEqual({
      en: ['/beard', '/product/12'],
      si: [],
      ta: ['/beard', '/product/12'],
    });
  });

  it('a new Sinhala word of an option redraws the Sinhala product page only (decision 0107)', () => {
    const sized: ProductRecord = {
      ...translated,
      options: [{ name: 'Size', values: ['S', 'M'] }],
      variants: { 1: { id: 1, options: { Size: 'S' }, sku: 'BO-12-S', stock: 20 } },
    } as ProductRecord;
    const worded = {
      ...sized,
      translations: {
        ...sized.translations,
        si: { ...sized.translations!.si, options: { Size: { name: 'ප්‍රමාණය' } } },
      },
    };
    expect(byLanguage(sized, worded)).toEqual({ en: [], si: ['/product/12'], ta: [] });
  });

  it('figures are every language’s: a price change redraws the pages of all three', () => {
    const pricier = { ...translated, price: 2600 };
    const all = ['/', '/beard', '/product/12'];
    expect(byLanguage(translated, pricier)).toEqual({ en: all, si: all, ta: all });
    expect(pages.pagesAfterChange(batch(productRecord(translated, pricier)))).toEqual(all);
  });

  it('a record without images, and a review, redraw in every language', () => {
    const keysOnly = pages.pagesByLanguageAfterChange(batch({ dynamodb: { Keys: marshall(productKey(7)) } }));
    for (const language of ['en', 'si', 'ta'] as const)
      expect(keysOnly[language]).toEqual([...pages.LISTING_PATHS, '/product/7']);
    const review = pages.pagesByLanguageAfterChange(batch({ dynamodb: { Keys: marshall(reviewKeys.review(14, 3)) } }));
    expect(review).toEqual({ en: ['/product/14'], si: ['/product/14'], ta: ['/product/14'] });
  });
});
