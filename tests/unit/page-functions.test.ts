import type { DynamoDBStreamEvent } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { catalogKeys } from '../../functions/domain/catalog/catalog-keys';
import { productKey } from '../../functions/domain/keys';
import { reviewKeys } from '../../functions/domain/reviews/review-keys';
import { changedProductIds, LISTING_PATHS, pagesAfterChange } from '../../functions/pages/changed-pages';
import { askedPage, pagePathOf, worthStoring } from '../../functions/pages/page-on-miss';
import { pageObjectKey, publicPageOf, variantPageOf } from '../../shared/content/public-pages';

const record = (pk: string, sk: string) => ({ dynamodb: { Keys: { PK: { S: pk }, SK: { S: sk } } } });

describe('page renderer on the table stream', () => {
  it('redraws each changed product once, and nothing for other items', () => {
    const event = {
      Records: [
        record('PRODUCT#12', 'PRODUCT'),
        record('PRODUCT#12', 'PRODUCT'),
        record('PRODUCT#7', 'PRODUCT'),
        record('USER#3', 'CART#0000000012'),
        record('PRODUCT#9', 'IMAGE#1'),
      ],
    };
    expect(changedProductIds(event as unknown as DynamoDBStreamEvent)).toEqual([12, 7]);
  });

  it("redraws a reviewed product's page, and the listings only when a product item changed", () => {
    const review = reviewKeys.review(31, 5);
    const reviewed = { Records: [record(review.PK, review.SK), record('USER#3', 'CART#0000000012')] };
    expect(pagesAfterChange(reviewed as unknown as DynamoDBStreamEvent)).toEqual(['/product/31']);
    const both = { Records: [record(review.PK, review.SK), record('PRODUCT#31', 'PRODUCT')] };
    expect(pagesAfterChange(both as unknown as DynamoDBStreamEvent)).toEqual([...LISTING_PATHS, '/product/31']);
    expect(pagesAfterChange({ Records: [record('USER#3', 'CART#1')] } as unknown as DynamoDBStreamEvent)).toEqual([]);
    expect(reviewKeys.reviewedProductIdOf('REVIEWS#x')).toBeNull();
  });

  it('reads a product id back from the keys the table gives a product, and from no other item', () => {
    const { PK, SK } = productKey(44);
    expect(catalogKeys.productIdOf(PK, SK)).toBe(44);
    expect(catalogKeys.productIdOf(PK, 'IMAGE#1')).toBeNull();
    expect(catalogKeys.productIdOf('PRODUCT#x', SK)).toBeNull();
    expect(catalogKeys.productIdOf(catalogKeys.skuGuard('AB-1').PK, SK)).toBeNull();
  });
});

describe('page fallback', () => {
  it('maps the object CloudFront asked for back to the page path, and every public page round-trips', () => {
    expect(pagePathOf('/pages/product/12.html')).toBe('/product/12');
    expect(pagePathOf('/pages/index.html')).toBe('/');
    expect(pagePathOf('/assets/x.js')).toBeNull();
    for (const path of ['/', '/beard', '/about', '/return-policy', '/product/44', '/cart']) {
      expect(pagePathOf(`/${pageObjectKey(path)}`)).toBe(path);
      expect(publicPageOf(path)).not.toBeNull();
    }
    expect(publicPageOf('/cart')).toEqual({ kind: 'cart', path: '/cart', language: 'en' });
    expect(publicPageOf('/wishlist')).toBeNull();
  });

  it("maps a variant's stored page back to its path, and keeps it beside its product's page", () => {
    expect(pageObjectKey('/product/8?variant=3')).toBe('pages/product/8/variant/3.html');
    expect(pagePathOf('/pages/product/8/variant/3.html')).toBe('/product/8?variant=3');
    expect(pagePathOf('/pages/product/8/variant/x.html')).toBe('/product/8/variant/x');
    expect(publicPageOf('/product/8?variant=3')).toBeNull();
    expect(variantPageOf('/product/8?variant=3')).toEqual({ productId: '8', variantId: '3', language: 'en' });
    // In Sinhala and Tamil too, stored under the language's own folder (decision 0092).
    expect(variantPageOf('/si/product/8?variant=3')).toEqual({ productId: '8', variantId: '3', language: 'si' });
    expect(pageObjectKey('/ta/product/8?variant=3')).toBe('pages/ta/product/8/variant/3.html');
    expect(pagePathOf('/pages/ta/product/8/variant/3.html')).toBe('/ta/product/8?variant=3');
    expect(pagePathOf('/pages/xx/product/8/variant/3.html')).toBe('/xx/product/8/variant/3');
    expect(variantPageOf('/product/8?variant=3&x=1')).toBeNull();
    expect(variantPageOf('/product/8')).toBeNull();
  });

  it("draws a search page for its query alone, a stored object's page on a miss, and nothing else", () => {
    expect(askedPage('/si/search', 'q=%E0%B7%83%E0%B6%B3%E0%B7%94%E0%B6%B1%E0%B7%8A&utm_source=mail')).toEqual({
      path: '/si/search?q=%E0%B7%83%E0%B6%B3%E0%B7%94%E0%B6%B1%E0%B7%8A',
      perRequest: true,
    });
    expect(askedPage('/search', 'q=beard+oil')).toEqual({ path: '/search?q=beard+oil', perRequest: true });
    expect(askedPage('/ta/search', '')).toEqual({ path: '/ta/search', perRequest: true });
    expect(askedPage('/pages/beard.html', 'q=x')).toEqual({ path: '/beard', perRequest: false });
    expect(askedPage('/beard', '')).toBeNull();
    expect(askedPage('/search/x', 'q=x')).toBeNull();
  });

  it('keeps a page drawn on a miss only when it exists, and a variant page only for a variant the product has', () => {
    const tee = {
      status: 200 as const,
      html: '<p>Tee</p>',
      variantPaths: ['/product/8?variant=3', '/product/8?variant=4'],
    };
    expect(worthStoring('/product/8', tee)).toBe(true);
    expect(worthStoring('/product/8?variant=3', tee)).toBe(true);
    expect(worthStoring('/product/8?variant=99', tee)).toBe(false);
    expect(worthStoring('/product/9?variant=3', { status: 200, html: '<p>Oil</p>' })).toBe(false);
    expect(worthStoring('/product/9', { status: 200, html: '<p>Oil</p>' })).toBe(true);
    expect(worthStoring('/product/10', { status: 404, html: '<p>Not found</p>' })).toBe(false);
    expect(publicPageOf('/product/1/2')).toBeNull();
  });
});
