import { describe, expect, it } from 'vitest';
import { robotsTxt, sitemapXml } from '../../functions/domain/seo/seo-files';

describe('robots.txt', () => {
  const robots = robotsTxt('https://shop.example.lk');

  it('keeps crawlers out of the back-office, the customer area and the API, and names the sitemap', () => {
    for (const path of ['/admin', '/cart', '/wishlist', '/profile', '/orders', '/signin', '/api/'])
      expect(robots).toContain(`Disallow: ${path}\n`);
    expect(robots).toContain('Sitemap: https://shop.example.lk/sitemap.xml');
    expect(robots).not.toMatch(/Disallow: \/\n/);
  });

  it('keeps them out of the Sinhala and Tamil customer area and search results too, and lets the public pages be', () => {
    for (const path of ['/si/cart', '/ta/cart', '/si/search', '/ta/search', '/si/profile', '/ta/orders', '/si/signin'])
      expect(robots).toContain(`Disallow: ${path}\n`);
    expect(robots).not.toMatch(/Disallow: \/(si|ta)\n/);
    expect(robots).not.toContain('Disallow: /si/beard');
  });
});

describe('sitemap.xml', () => {
  const xml = sitemapXml('https://shop.example.lk', [{ id: 42, updatedAt: '2026-11-20T08:30:00.000Z' }]);

  it('lists the storefront pages and every product with its last change, as absolute URLs', () => {
    for (const path of [
      '/',
      '/beard',
      '/hair',
      '/accessories',
      '/apparel',
      '/about',
      '/contact',
      '/return-policy',
      '/privacy-policy',
      '/terms-conditions',
    ]) {
      expect(xml).toContain(`<loc>https://shop.example.lk${path}</loc>`);
    }
    expect(xml).toContain('<url><loc>https://shop.example.lk/product/42</loc><lastmod>2026-11-20</lastmod></url>');
    expect(xml).not.toContain('/admin');
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ),
    ).toBe(true);
  });
});
