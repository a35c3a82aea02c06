import { describe, expect, it } from 'vitest';
import { PUBLIC_PAGE_PATHS } from '../../shared/content/public-pages';
import { productPagePrice } from '../../shared/rules/catalogue';
import { formatLkr } from '../../shared/rules/money';
import { productForm, putProductForm } from '../support/admin';
import { createTestProduct, useShopBackend } from '../support/direct';
import { adminToken, api, registerCustomer, shopUrl } from '../support/api';
import { checkedRadio as checked, eventually, jsonLd, rawPage, stockLine } from '../support/drawn-pages';
import { checkout, fillCart, stockOf } from '../support/checkout';
import { cardCheckout } from '../support/payhere';
import { DEFAULT_PAYMENT_WINDOW_SECONDS } from '../../functions/domain/payments';
import { IMAGE_SLOTS } from '../../web/src/components/image-slots';
import { productImageSrcSet } from '../../shared/rules/images';
import { onlyOrders } from '../support/sweep-scope';

const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

function meta(html: string, attr: 'name' | 'property', key: string): string | undefined {
  const found = new RegExp(`<meta ${attr}="${key.replace(':', '\\:')}" content="([^"]*)"`).exec(html)?.[1];
  return found === undefined ? undefined : decode(found);
}

const titleOf = (html: string) => decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];

function expectLinkPreview(html: string, path: string) {
  const title = titleOf(html);
  expect(title, path).toMatch(/Kesara Grooming Co\.$/);
  expect(meta(html, 'name', 'description'), path).toMatch(/\w{3,}/);
  expect(canonicalOf(html), path).toBe(`${shopUrl()}${path}`);
  expect(meta(html, 'property', 'og:title'), path).toBe(title);
  expect(meta(html, 'property', 'og:description'), path).toBe(meta(html, 'name', 'description'));
  expect(meta(html, 'property', 'og:type'), path).toMatch(/^(website|product)$/);
  expect(meta(html, 'property', 'og:image'), path).toMatch(/^https?:\/\/[^/]+\/.+\.(jpg|jpeg|png|webp)$/);
  expect(meta(html, 'name', 'twitter:card'), path).toBe('summary_large_image');
  // Exactly one title and one description: the shell's own were replaced, not added to.
  expect(html.match(/<title>/g), path).toHaveLength(1);
  expect(html.match(/<meta name="description"/g), path).toHaveLength(1);
}

describe('public pages arrive as complete HTML', () => {
  it('every fixed public page has its own title, description, canonical link, Open Graph tags and Twitter card, and its content', async () => {
    const titles = new Set<string>();
    for (const path of PUBLIC_PAGE_PATHS) {
      const { status, type, html } = await rawPage(path);
      expect(status, path).toBe(200);
      expect(type).toBe('text/html; charset=utf-8');
      expectLinkPreview(html, path);
      titles.add(titleOf(html));
      expect(html, path).not.toContain('Loading the shop...');
      expect(html, path).toContain('<script type="application/json" id="shop-query-state">');
    }
    expect(titles.size).toBe(PUBLIC_PAGE_PATHS.length);

    const home = (await rawPage('/')).html;
    expect(home).toContain('Grooming made for island heat.');
    // Each screen preloads the poster it shows: a phone the middle of it, which is all its tall hero shows.
    expect(home).toContain(
      '<link rel="preload" as="image" href="/media/hero-poster-narrow.webp" media="(max-width: 480px)" fetchpriority="high" />',
    );
    expect(home).toContain(
      '<link rel="preload" as="image" href="/media/hero-poster.webp" media="not all and (max-width: 480px)" fetchpriority="high" />',
    );
    expect(home).toContain('<source media="(max-width: 480px)" srcSet="/media/hero-poster-narrow.webp"');
    const about = (await rawPage('/about')).html;
    expect(about).toContain('From a Kandy kitchen to your shelf');
  });

  it('a category page lists its products in the markup and preloads the first picture', async () => {
    type Card = { id: number; name: string; image: string };
    const preloadOf = (card: Card) =>
      `<link rel="preload" as="image" href="${card.image}" imagesrcset="${productImageSrcSet(card.image)}" imagesizes="${IMAGE_SLOTS.categoryCard}" fetchpriority="high" />`;
    // Other files add Beard products meanwhile: the list is read again until the drawn page has caught up with it.
    let list: Card[] = [];
    let page = '';
    const deadline = Date.now() + 20_000;
    for (;;) {
      list = (await api('/v2/products/filtered_products', { method: 'POST', body: { category: 'Beard' } })).body.data;
      page = (await rawPage('/beard')).html;
      const caughtUp = list.every((c) => page.includes(`href="/product/${c.id}"`)) && page.includes(preloadOf(list[0]));
      if (caughtUp || Date.now() > deadline) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    for (const product of list) expect(page).toContain(`href="/product/${product.id}"`);
    // With the picture's WebP variants and its slot, so the preload fetches the variant the card will show.
    expect(page).toContain(preloadOf(list[0]));
  });

  it('a product page carries the product (name, price), JSON-LD Product with an Offer in LKR, and a BreadcrumbList', async () => {
    const featured = (await api('/v2/products/featured', { method: 'POST' })).body.data.Beard as Array<{ id: number }>;
    const product = (await api(`/v2/product/${featured[0].id}`)).body.data;
    const path = `/product/${product.id}`;
    const { status, html } = await rawPage(path);
    expect(status).toBe(200);
    expectLinkPreview(html, path);
    expect(meta(html, 'property', 'og:type')).toBe('product');
    expect(meta(html, 'property', 'og:image')).toBe(product.images[0].path);
    expect(titleOf(html)).toBe(`${product.name} | Kesara Grooming Co.`);
    const price = productPagePrice(Number(product.price), Number(product.discount));
    expect(html).toContain(product.name.toUpperCase());
    expect(html).toContain(formatLkr(price));

    const [item, crumbs] = jsonLd(html);
    expect(item).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      offers: {
        '@type': 'Offer',
        price: price.toFixed(2),
        priceCurrency: 'LKR',
        availability: product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      },
    });
    expect(item.image[0]).toBe(product.images[0].path);
    expect(crumbs['@type']).toBe('BreadcrumbList');
    expect(crumbs.itemListElement.map((c: { name: string; position: number }) => [c.position, c.name])).toEqual([
      [1, 'Home'],
      [2, product.category],
      [3, product.name],
    ]);
    expect(crumbs.itemListElement[2].item).toBe(`${shopUrl()}${path}`);

    // The same product under a zero-padded id names its one address as canonical.
    const padded = await rawPage(`/product/0${product.id}`);
    expect(padded.status).toBe(200);
    expect(canonicalOf(padded.html)).toBe(`${shopUrl()}${path}`);
    expect(meta(padded.html, 'property', 'og:url')).toBe(`${shopUrl()}${path}`);
  });

  it('a product that does not exist answers 404 with a page that says so', async () => {
    for (const path of ['/product/999999999', '/product/not-a-number']) {
      const { status, type, html } = await rawPage(path);
      expect(status, path).toBe(404);
      expect(type).toBe('text/html; charset=utf-8');
      // Said by the page itself, not only by its title: readable with JavaScript off.
      const body = html.slice(html.indexOf('<div id="root">'));
      expect(body, path).toMatch(/<h1[^>]*>Product not found<\/h1>/);
      expect(body, path).toMatch(/role="alert"[^>]*>[\s\S]*Product not found/);
      expect(body, path).not.toContain('Loading product...');
      expect(meta(html, 'name', 'robots')).toBe('noindex');
      expect(canonicalOf(html)).toBeUndefined();
    }
  });

  it('another spelling of a public page (a trailing slash, capitals) is a permanent redirect to its one address', async () => {
    for (const [path, to] of [
      ['/beard/?utm_source=whatsapp', '/beard?utm_source=whatsapp'],
      ['/ABOUT', '/about'],
      ['/product/8/', '/product/8'],
    ]) {
      const res = await fetch(`${shopUrl()}${path}`, { redirect: 'manual' });
      expect([path, res.status, res.headers.get('location')]).toEqual([path, 301, to]);
    }
  });

  it('pages that are not public (customer area, back-office, sign-in) still get the SPA shell', async () => {
    for (const path of ['/wishlist', '/admin', '/signin']) {
      const { status, html } = await rawPage(path);
      expect(status, path).toBe(200);
      expect(html, path).toContain('Loading the shop...');
      expect(html, path).not.toContain('shop-query-state');
    }
  });

  it('a search page is drawn for its query when asked: the results the route answers, in the page language, noindex; a product added a moment ago is in the next one', async () => {
    const word = `drawnsearch${Date.now().toString(36)}`;
    const name = `Search Drawn ${word} Oil`;
    const sinhalaName = `සඳුන් ${word} තෙල්`;
    await createTestProduct({
      name,
      category: 'Hair',
      translations: { si: { name: sinhalaName, description: 'පරීක්ෂණ නිෂ්පාදනයක්.' } },
    });

    // At once, with no redraw to wait for: the page is drawn for this request, not stored.
    const { status, html } = await rawPage(`/search?q=${word}&utm_source=mail`);
    expect(status).toBe(200);
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(titleOf(html)).toBe(`Search: ${word} | Kesara Grooming Co.`);
    expect(decode(html)).toContain(`1 product found for "${word}"`);
    expect(html).toContain(`<span class="search-card__name">${name}</span>`);
    expect(html).toContain('<script type="application/json" id="shop-query-state">');
    expect(html).not.toContain('Loading the shop...');
    const answer = await api(`/v2/search/products?q=${word}`);
    expect(answer.body.data.map((hit: { name: string }) => hit.name)).toEqual([name]);

    const si = await rawPage(`/si/search?q=${encodeURIComponent(word)}`);
    expect(si.html).toMatch(/<html lang="si" data-script-font="pending">/);
    expect(si.html).toContain(`<span class="search-card__name">${sinhalaName}</span>`);

    const idle = await rawPage('/search');
    expect(idle.html).toContain('Search by product name, ingredient or category, or browse a category:');
    expect(idle.html).toContain('<meta name="robots" content="noindex" />');
    expect((await rawPage('/search?q=nothingmatchesthis')).html).toContain(
      'No products match &quot;nothingmatchesthis&quot;.',
    );
  });

  it('the cart arrives drawn in its loading state, noindex, with no cart in it, whatever its query', async () => {
    for (const path of ['/cart', '/cart?step=checkout']) {
      const { status, html } = await rawPage(path);
      expect(status, path).toBe(200);
      expect(html, path).toContain('<h1 class="page-title" tabindex="-1">Shopping cart</h1>');
      expect(html, path).toContain('Loading your cart...');
      expect(html, path).toContain('<meta name="robots" content="noindex" />');
      expect(html, path).not.toContain('Loading the shop...');
      expect(html, path).not.toContain('class="cart-line');
    }
  });

  it('a catalogue change through the API is in the HTML moments later: a new product, its new price, its removal', async () => {
    const admin = await adminToken();
    const name = `Html First Oil ${Date.now()}`;
    const added = await api('/v2/products/add_new_product', {
      method: 'POST',
      token: admin,
      body: productForm({ name, category: 'Hair', price: '1234', stockQuantity: '7' }),
    });
    expect(added.status).toBe(201);
    const id = added.body.data.id as number;

    expect((await eventually('/hair', (p) => p.html.includes(name))).html).toContain(name);
    expect((await rawPage(`/product/${id}`)).html).toContain('"price":"1234.00"');

    const form = productForm({ name, category: 'Hair', price: '2345', stockQuantity: '7' });
    const updated = await putProductForm(id, form, admin);
    expect(updated.status).toBe(200);
    expect((await eventually(`/product/${id}`, (p) => p.html.includes('"price":"2345.00"'))).html).toContain(
      '"price":"2345.00"',
    );

    expect((await api(`/v2/products/${id}`, { method: 'DELETE', token: admin })).status).toBe(200);
    expect((await eventually(`/product/${id}`, (p) => p.status === 404)).status).toBe(404);
    expect((await eventually('/hair', (p) => !p.html.includes(name))).html).not.toContain(name);
  });

  it("a change made in the table directly, not through the API, is in the HTML moments later (the table's stream)", async () => {
    const product = await createTestProduct({ name: `Drawn From The Stream ${Date.now()}`, category: 'Hair' });
    expect((await eventually('/hair', (p) => p.html.includes(product.name))).html).toContain(
      `href="/product/${product.id}"`,
    );
    expect((await eventually(`/product/${product.id}`, (p) => p.status === 200)).html).toContain(
      product.name.toUpperCase(),
    );
  });

  it("a link to a size (`?variant=`) is that size's stored page: checked, its price and stock; it follows a sale and a removed size falls back", async () => {
    const sku = `VP-${process.pid}-${Date.now()}`;
    const sizes = [
      { options: { Size: 'S' }, sku: `${sku}-S`, stock: 10 },
      { options: { Size: 'M' }, sku: `${sku}-M`, stock: 3, price: 2750 },
      { options: { Size: 'L' }, sku: `${sku}-L`, stock: 0 },
    ];
    const product = await createTestProduct({
      name: `Variant Page Tee ${Date.now()}`,
      category: 'Apparel',
      price: 2490,
      sku,
      options: [{ name: 'Size', values: ['S', 'M', 'L'] }],
      variants: sizes,
    });
    const detail = (await api(`/v2/product/${product.id}`)).body.data;
    const idOf = (size: string) =>
      detail.variants.find((v: { options: { Size: string } }) => v.options.Size === size).id;

    // A tracking tag beside the size changes nothing: the same stored page.
    const link = `/product/${product.id}?utm_source=whatsapp&variant=${idOf('M')}`;
    const sized = await eventually(link, (p) => checked(p.html) === 'M');
    expect(sized.status).toBe(200);
    expect(checked(sized.html)).toBe('M');
    expect(sized.html).toContain(`data-drawn-variant="${idOf('M')}"`);
    expect(sized.html).toContain(formatLkr(2750));
    expect(stockLine(sized.html)).toBe('Only (3 available)');
    // The product's own page chooses no size and shows the product's price and total stock.
    const plain = (await rawPage(`/product/${product.id}`)).html;
    expect(checked(plain)).toBeUndefined();
    expect(plain).not.toContain(formatLkr(2750));
    expect(stockLine(plain)).toBe('In Stock');

    const buyer = await registerCustomer();
    const added = await api('/v2/cart/add', {
      method: 'POST',
      token: buyer.token,
      body: { product_id: product.id, quantity: 1, variant_id: idOf('M') },
    });
    expect(added.status).toBe(200);
    expect((await checkout(buyer)).status).toBe(201);
    expect((await api(`/v2/product/${product.id}`)).body.data.variants[1].stock).toBe(2);
    const sold = await eventually(link, (p) => stockLine(p.html) === 'Only (2 available)');
    expect(stockLine(sold.html)).toBe('Only (2 available)');

    // S removed: its link answers the product's page, no size chosen, and its stored page is gone.
    const form = productForm({ category: 'Apparel', price: '2490', stockQuantity: '2' });
    form.append('options', JSON.stringify([{ name: 'Size', values: ['M', 'L'] }]));
    form.append(
      'variants',
      JSON.stringify(sizes.slice(1).map((v) => ({ ...v, id: idOf(v.options.Size), stock: v.stock === 3 ? 2 : 0 }))),
    );
    const updated = await api(`/v2/products/${product.id}`, {
      method: 'POST',
      token: await adminToken(),
      body: form,
      headers: { 'X-HTTP-Method-Override': 'PUT' },
    });
    expect(updated.status).toBe(200);
    const removed = await eventually(
      `/product/${product.id}?variant=${idOf('S')}`,
      (p) => !p.html.includes('value="S"'),
    );
    expect(removed.status).toBe(200);
    expect(removed.html).not.toContain('value="S"');
    expect(checked(removed.html)).toBeUndefined();
    expect(removed.html).not.toContain('data-drawn-variant');
  });

  it('stock that an expired card order gives back is in its product page moments later (the expiry sweep redraws)', async () => {
    const product = await createTestProduct({ name: `Expiring Card Oil ${Date.now()}`, category: 'Beard', stock: 2 });
    const path = `/product/${product.id}`;
    const customer = await registerCustomer();
    await fillCart(customer, [[product.id, 2]]);
    const placed = await cardCheckout(customer);
    expect(placed.status).toBe(201);
    // Checkout held the last two: the page says out of stock.
    expect((await eventually(path, (p) => p.html.includes('https://schema.org/OutOfStock'))).html).toContain(
      'https://schema.org/OutOfStock',
    );
    // The sweep's own code, run after the payment window closed, as the local timer and the cloud's schedule run it.
    useShopBackend();
    const { expireUnpaidOrders } = await import('../../functions/flows/workflows/payment-expiry');
    await expireUnpaidOrders(
      new Date(Date.now() + (DEFAULT_PAYMENT_WINDOW_SECONDS + 1) * 1000),
      onlyOrders(placed.body.order.id),
    );
    expect(await stockOf(product.id)).toBe(2);
    const page = await eventually(path, (p) => p.html.includes('https://schema.org/InStock'));
    expect(page.html).toContain('https://schema.org/InStock');
    expect(page.html).toMatch(/"stock":2[,}]/);
  });
});
