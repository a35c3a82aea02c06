import { describe, expect, it } from 'vitest';
import { api, shopUrl } from '../support/api';
import { jsonLd, rawPage } from '../support/drawn-pages';
import { si as sinhalaTexts } from '../../web/src/lib/i18n/messages/si';

const linkHref = (html: string, rel: string, hreflang?: string) =>
  new RegExp(`<link rel="${rel}"${hreflang ? ` hreflang="${hreflang}"` : ''} href="([^"]+)"`).exec(html)?.[1];

describe('the storefront drawn in Sinhala and Tamil (issue 34), read without JavaScript', () => {
  it('/si/product/{id} is drawn in Sinhala: lang, its own canonical, hreflang both ways, Sinhala JSON-LD and font', async () => {
    // A seeded Beard product, translated: other files on the shared shop add featured products of their own.
    const featured = (await api('/v2/products/featured', { method: 'POST' })).body.data.Beard as Array<{
      id: number;
      name: string;
    }>;
    const id = featured.find((p) => p.name === 'Sandalwood Beard Oil 30ml')!.id;
    const origin = shopUrl();
    const versions = {
      en: `${origin}/product/${id}`,
      si: `${origin}/si/product/${id}`,
      ta: `${origin}/ta/product/${id}`,
    };

    const si = await rawPage(`/si/product/${id}`);
    expect(si.status).toBe(200);
    // Its words wait for the Sinhala font; the app waits for its name's paint (decision 0121).
    expect(si.html).toMatch(/^<!doctype html>\s*<html lang="si" data-script-font="pending">/i);
    expect(si.html).toMatch(/<h1 class="pp-info__name" elementtiming="product-name">/);
    expect(linkHref(si.html, 'canonical')).toBe(versions.si);
    for (const [language, href] of Object.entries(versions))
      expect(linkHref(si.html, 'alternate', language)).toBe(href);
    expect(linkHref(si.html, 'alternate', 'x-default')).toBe(versions.en);
    expect(si.html).toContain('<meta property="og:locale" content="si_LK" />');
    expect(si.html).toContain(`<meta property="og:url" content="${versions.si}" />`);

    const data = jsonLd(si.html);
    const page = data.find((d) => d['@type'] === 'WebPage');
    expect(page).toMatchObject({ inLanguage: 'si', url: versions.si });
    const product = data.find((d) => d['@type'] === 'Product');
    // The product's own texts in Sinhala, as the API answers them with ?lang=si (not the English ones).
    const [english, sinhala] = await Promise.all([api(`/v2/product/${id}`), api(`/v2/product/${id}?lang=si`)]);
    expect(sinhala.body.lang).toBe('si');
    expect(sinhala.body.data.name).not.toBe(english.body.data.name);
    expect(product?.name).toBe(sinhala.body.data.name);
    expect(page?.name).toBe(sinhala.body.data.name);
    expect(si.html).toContain(`<title>${sinhala.body.data.name} | Kesara Grooming Co.</title>`);
    expect(product?.offers?.url ?? product?.url).toBe(versions.si);
    const crumbs = data.find((d) => d['@type'] === 'BreadcrumbList')?.itemListElement;
    expect(crumbs[0]).toMatchObject({ name: 'මුල් පිටුව', item: `${origin}/si` });

    // The header and footer speak Sinhala, the language switch leads to the same product in the other two.
    expect(si.html).toContain('>රැවුල</a>');
    expect(si.html).toContain(`href="/ta/product/${id}" hrefLang="ta" lang="ta">தமிழ்</a>`);
    expect(si.html).toContain(`href="/product/${id}" hrefLang="en" lang="en">English</a>`);
    // Links inside the page stay in Sinhala.
    expect(si.html).toContain('href="/si/beard"');
    expect(si.html).toContain(`<p class="site-footer__tagline">${sinhalaTexts['footer.tagline']}</p>`);
    // The logo's name, which a screen reader reads out, too.
    expect(si.html).toContain('<a class="logo" aria-label="Kesara මුල් පිටුව" href="/si"');
    // Its script's fonts (regular and bold: the bold one found at layout swapped in late and moved the text) are
    // fetched with the page; an English page fetches none.
    for (const weight of [400, 700])
      expect(si.html).toMatch(
        new RegExp(
          `<link rel="preload" as="font" type="font/woff2" href="/assets/noto-sans-sinhala-${weight}-[\\w-]+\\.woff2" crossorigin />`,
        ),
      );

    // The English page names the Sinhala and Tamil ones too (both ways), and stays English.
    const en = await rawPage(`/product/${id}`);
    expect(en.html).toMatch(/<html lang="en">/);
    expect(linkHref(en.html, 'canonical')).toBe(versions.en);
    for (const [language, href] of Object.entries(versions))
      expect(linkHref(en.html, 'alternate', language)).toBe(href);
    expect(en.html).not.toContain('rel="preload" as="font"');
    expect(en.html).toContain('<p class="site-footer__tagline">Grooming for the modern Sri Lankan man</p>');
    expect(en.html).toContain('<a class="logo" aria-label="Kesara home" href="/"');
    expect(jsonLd(en.html).find((d) => d['@type'] === 'WebPage')).toMatchObject({ inLanguage: 'en' });
  });

  it('/ta/beard is drawn in Tamil with its title, and the sitemap lists every page in all three languages', async () => {
    const ta = await rawPage('/ta/beard');
    expect(ta.status).toBe(200);
    expect(ta.html).toContain('<html lang="ta" data-script-font="pending">');
    expect(ta.html).toContain('<title>தாடி | Kesara Grooming Co.</title>');
    // Every Sinhala or Tamil page's words wait for their script's font (decisions 0103, 0121): both weights, asked
    // for by a Tamil letter, shown by start-app.js; the app waits for the category's heading to be painted.
    expect(ta.html).toMatch(
      /<script src="\/start-app\.js" data-modules="[^"]+" data-faces="400 1em &quot;Noto Sans Tamil&quot;\|700 1em &quot;Noto Sans Tamil&quot;" data-letter="\u0B85" async><\/script>/,
    );
    expect(ta.html).toContain('<h1 class="cat-header__title" elementtiming="category-title">');
    const about = await rawPage('/ta/about');
    expect(about.html).toContain('<html lang="ta" data-script-font="pending">');
    expect(about.html).toContain('data-faces="400 1em &quot;Noto Sans Tamil&quot;');
    expect(linkHref(ta.html, 'canonical')).toBe(`${shopUrl()}/ta/beard`);

    const sitemap = await (await fetch(`${shopUrl()}/sitemap.xml`)).text();
    for (const path of ['/beard', '/si/beard', '/ta/beard', '/si', '/ta/about'])
      expect(sitemap).toContain(`<loc>${shopUrl()}${path}</loc>`);
  });
});
