import { describe, expect, it } from 'vitest';
import { objectKey } from '../../functions/lib/uploads';
import { pageObjectKey, publicPageRedirect, storedPagePath } from '../../shared/content/public-pages';
import { SEO_FILE_PATHS, SEO_FILE_REWRITE, seoApiPath } from '../../infra/web/seo-files';
import { DROP_TRAILING_SLASH, SPA_FALLBACK, STRIP_API_PREFIX } from '../../infra/web/viewer-request-code';

type QueryString = Record<string, { value: string; multiValue?: { value: string }[] }>;

interface ViewerRequest {
  uri: string;
  method: string;
  querystring: QueryString;
}

/** Runs a CloudFront Function's source the way CloudFront does: call `handler(event)`, read the request it returns. */
function run(code: string, uri: string): ViewerRequest & { statusCode?: number } {
  const handler = new Function(`${code}\nreturn handler;`)() as (event: { request: ViewerRequest }) => ViewerRequest;
  return handler({ request: { uri, method: 'POST', querystring: { page: { value: '2' } } } });
}

describe('trailing-slash function on /api/v2/*', () => {
  it.each([
    ['/api/v2/user/', '/api/v2/user'],
    ['/api/v2/users/', '/api/v2/users'],
    ['/api/v2/users/change-password/', '/api/v2/users/change-password'],
    ['/api/v2/user', '/api/v2/user'],
    ['/api/v2/user//', '/api/v2/user/'],
    ['/', '/'],
  ])('%s -> %s', (from, to) => {
    expect(run(DROP_TRAILING_SLASH, from).uri).toBe(to);
  });

  it('rewrites in place: no redirect, method and query string kept', () => {
    const out = run(DROP_TRAILING_SLASH, '/api/v2/users/');
    expect(out.statusCode).toBeUndefined();
    expect(out.method).toBe('POST');
    expect(out.querystring).toEqual({ page: { value: '2' } });
  });
});

describe('/api/storage prefix function', () => {
  it('maps /api/storage/<path> onto the object key the functions write', () => {
    const uri = run(STRIP_API_PREFIX, '/api/storage/products/abc.jpg').uri;
    expect(uri).toBe('/storage/products/abc.jpg');
    expect(uri.slice(1)).toBe(objectKey('products/abc.jpg'));
  });

  it('leaves other paths alone', () => {
    expect(run(STRIP_API_PREFIX, '/storage/profile_pictures/u5.jpg').uri).toBe('/storage/profile_pictures/u5.jpg');
  });
});

describe('SPA fallback function on the default behaviour', () => {
  it.each(['/admin', '/admin/orders', '/signin', '/wishlist', '/search', '/category/beard/', '/product/12/reviews'])(
    '%s is a client route -> /index.html',
    (uri) => {
      expect(run(SPA_FALLBACK, uri).uri).toBe('/index.html');
    },
  );

  it.each([
    ['/', '/pages/index.html'],
    ['/beard', '/pages/beard.html'],
    ['/apparel', '/pages/apparel.html'],
    ['/about', '/pages/about.html'],
    ['/terms-conditions', '/pages/terms-conditions.html'],
    ['/product/12', '/pages/product/12.html'],
    ['/product/not-a-number', '/pages/product/not-a-number.html'],
    // The same pages in Sinhala and Tamil (issue 34, decision 0090).
    ['/si', '/pages/si.html'],
    ['/si/beard', '/pages/si/beard.html'],
    ['/ta/about', '/pages/ta/about.html'],
    ['/ta/product/23', '/pages/ta/product/23.html'],
    ['/si/cart', '/pages/si/cart.html'],
  ])('the public page %s -> its stored HTML %s', (uri, stored) => {
    expect(run(SPA_FALLBACK, uri).uri).toBe(stored);
    expect(run(SPA_FALLBACK, uri).uri.slice(1)).toBe(pageObjectKey(uri));
  });

  /** The default behaviour's viewer request, with this query string (as CloudFront hands it over). */
  const withQuery = (uri: string, querystring: QueryString) =>
    (new Function(`${SPA_FALLBACK}\nreturn handler;`)() as (event: object) => ViewerRequest)({
      request: { uri, method: 'GET', querystring },
    });

  it.each<[QueryString, string]>([
    [{ variant: { value: '3' } }, '/pages/product/8/variant/3.html'],
    [
      { utm_source: { value: 'whatsapp' }, variant: { value: '41' }, fbclid: { value: 'x' } },
      '/pages/product/8/variant/41.html',
    ],
    [{ variant: { value: '3', multiValue: [{ value: '3' }, { value: '5' }] } }, '/pages/product/8/variant/3.html'],
    [{ variant: { value: 'M' } }, '/pages/product/8.html'],
    [{ variant: { value: '3.html' } }, '/pages/product/8.html'],
    [{ variant: { value: '..%2F7' } }, '/pages/product/8.html'],
    [{ variant: { value: '' } }, '/pages/product/8.html'],
    [{ variant: { value: '1234567890' } }, '/pages/product/8.html'],
    [{ utm_source: { value: 'whatsapp' }, gclid: { value: 'g' } }, '/pages/product/8.html'],
    [{ page: { value: '3' } }, '/pages/product/8.html'],
  ])('/product/8 with %j is the stored page %s, as the local gateway serves it', (query, stored) => {
    const out = withQuery('/product/8', query);
    expect(out.uri).toBe(stored);
    expect(out.querystring).toEqual(query);
    const search = new URLSearchParams(
      Object.entries(query).flatMap(([name, v]) => (v.multiValue ?? [v]).map((one) => [name, one.value])),
    );
    expect(`/${pageObjectKey(storedPagePath('/product/8', search))}`).toBe(stored);
  });

  it.each(['/order/KS-1042', '/order/20261128-0007'])(
    'the order link %s is the one stored shell of every order (no order in it), as the local gateway serves it',
    (uri) => {
      const out = withQuery(uri, { t: { value: 'a-token' } });
      expect(out.uri).toBe('/pages/order.html');
      expect(out.querystring).toEqual({ t: { value: 'a-token' } });
      expect(`/${pageObjectKey(storedPagePath(uri, new URLSearchParams('t=a-token')))}`).toBe('/pages/order.html');
    },
  );

  it("a Sinhala or Tamil order link is its language's stored shell; a size link there is its language's size page", () => {
    expect(withQuery('/ta/order/KS-1042', { t: { value: 'a-token' } }).uri).toBe('/pages/ta/order.html');
    expect(`/${pageObjectKey(storedPagePath('/ta/order/KS-1042', new URLSearchParams('t=x')))}`).toBe(
      '/pages/ta/order.html',
    );
    // Each language stores its own size pages (decision 0092), where the local gateway finds them too.
    expect(withQuery('/si/product/8', { variant: { value: '3' } }).uri).toBe('/pages/si/product/8/variant/3.html');
    expect(`/${pageObjectKey(storedPagePath('/si/product/8', new URLSearchParams('variant=3')))}`).toBe(
      '/pages/si/product/8/variant/3.html',
    );
    expect(withQuery('/ta/product/8', { variant: { value: 'x' } }).uri).toBe('/pages/ta/product/8.html');
    expect(run(SPA_FALLBACK, '/si/wishlist').uri).toBe('/index.html');
  });

  it('the cart is its one stored shell (no cart in it), a step or a tracking tag included, as the local gateway serves it', () => {
    for (const query of [{}, { step: { value: 'checkout' } }] as Array<Record<string, { value: string }>>) {
      const out = withQuery('/cart', query);
      expect(out.uri).toBe('/pages/cart.html');
      expect(out.querystring).toEqual(query);
    }
    expect(`/${pageObjectKey(storedPagePath('/cart', new URLSearchParams()))}`).toBe('/pages/cart.html');
    expect(run(SPA_FALLBACK, '/cart/x').uri).toBe('/index.html');
  });

  it('an order path that is not one link is a client route: /orders, /order/a/b, /order/x.js', () => {
    expect(run(SPA_FALLBACK, '/orders').uri).toBe('/index.html');
    expect(run(SPA_FALLBACK, '/order/a/b').uri).toBe('/index.html');
    expect(storedPagePath('/order/a/b', new URLSearchParams())).toBe('/order/a/b');
  });

  it('a variant query names no page anywhere but a product: other pages and client routes are as without it', () => {
    expect(withQuery('/beard', { variant: { value: '3' } }).uri).toBe('/pages/beard.html');
    expect(withQuery('/wishlist', { variant: { value: '3' } }).uri).toBe('/index.html');
    expect(withQuery('/cart', { variant: { value: '3' } }).uri).toBe('/pages/cart.html');
    expect(storedPagePath('/beard', new URLSearchParams('variant=3'))).toBe('/beard');
  });

  it.each([
    ['/beard/', '/beard'],
    ['/BEARD', '/beard'],
    ['/About/', '/about'],
    ['/Cart', '/cart'],
    ['/product/8/', '/product/8'],
    ['/PRODUCT/8', '/product/8'],
    ['//', '/'],
  ])('%s is a permanent redirect to %s with its query string, as the local gateway answers', (uri, canonical) => {
    const handler = new Function(`${SPA_FALLBACK}\nreturn handler;`)() as (event: object) => {
      statusCode?: number;
      headers?: Record<string, { value: string }>;
    };
    const query = {
      fbclid: { value: 'IwAR1' },
      utm_source: { value: 'whatsapp', multiValue: [{ value: 'whatsapp' }, { value: 'wa' }] },
    };
    const out = handler({ request: { uri, method: 'GET', querystring: query } });
    expect(out.statusCode).toBe(301);
    expect(out.headers?.location.value).toBe(`${canonical}?fbclid=IwAR1&utm_source=whatsapp&utm_source=wa`);
    expect(publicPageRedirect(uri)).toBe(canonical);
  });

  it.each(['/beard', '/', '/product/8', '/admin/', '/Wishlist', '/category/beard/', '/assets/Index-A.js'])(
    '%s is not redirected, here or in the local gateway',
    (uri) => {
      expect(run(SPA_FALLBACK, uri).statusCode).toBeUndefined();
      expect(publicPageRedirect(uri)).toBeNull();
    },
  );

  it('a path named like an object property is no page', () => {
    expect(run(SPA_FALLBACK, '/constructor').uri).toBe('/index.html');
  });

  it.each(['/assets/index-3f2a.js', '/favicon.svg', '/media/hero.mp4', '/api/health', '/api/v1/products', '/api'])(
    '%s passes unchanged',
    (uri) => {
      expect(run(SPA_FALLBACK, uri).uri).toBe(uri);
    },
  );
});

describe('robots.txt and sitemap.xml function', () => {
  it.each([...SEO_FILE_PATHS])('%s goes to the same API path as in the local gateway', (uri) => {
    expect(run(SEO_FILE_REWRITE, uri).uri).toBe(seoApiPath(uri));
    expect(seoApiPath(uri)).toMatch(/^\/api\/v2\/seo\/(robots\.txt|sitemap\.xml)$/);
  });
});
