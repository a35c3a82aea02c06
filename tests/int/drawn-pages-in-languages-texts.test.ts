import { describe, expect, it } from 'vitest';
import { brandContentIn } from '../../shared/content/brand-content-translations';
import { policiesIn } from '../../shared/content/policy-translations';
import { createTestProduct } from '../support/direct';
import { api } from '../support/api';
import { checkedRadio as checked, eventually, rawPage, stockLine } from '../support/drawn-pages';
import { si } from '../../web/src/lib/i18n/messages/si';
import { ta } from '../../web/src/lib/i18n/messages/ta';

/** React escapes these in text; the catalogue's texts are compared as the HTML carries them. */
const inHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;');
const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

describe("the public pages' own texts drawn in Sinhala and Tamil (issue 34), read without JavaScript", () => {
  it('the Sinhala home: hero, promises, featured products, story, benefits, cause and testimonials in Sinhala', async () => {
    const { html, status } = await rawPage('/si');
    expect(status).toBe(200);
    const texts = brandContentIn('si');
    for (const text of [
      texts.hero.headline,
      texts.hero.searchPlaceholder,
      texts.brandStory.title,
      texts.benefits[0].title,
      texts.campaign.title,
      texts.claims[0].label,
      texts.testimonials[0].quote,
      texts.testimonials[0].position!,
      si['home.featured'],
      si['home.readMore'],
      si['home.testimonials'],
      si['category.Beard'],
      si['search.button'],
    ])
      expect(html).toContain(inHtml(text));
    expect(html).toContain(`aria-label="${si['home.promises']}"`);
    // None of the English page's own words are left.
    for (const english of [
      'Featured products',
      'Read more about us',
      'What our customers say',
      'Our story',
      'Why Kesara',
    ])
      expect(html).not.toContain(english);
  });

  it('a Sinhala product with sizes: Add to cart, stock, sizes, wishlist, reviews and stars in Sinhala; a Tamil size link is drawn with that size chosen', async () => {
    const sku = `LP-${process.pid}-${Date.now()}`;
    const product = await createTestProduct({
      name: `Language Page Tee ${Date.now()}`,
      category: 'Apparel',
      price: 2490,
      sku,
      options: [{ name: 'Size', values: ['S', 'M', 'L'] }],
      variants: [
        { options: { Size: 'S' }, sku: `${sku}-S`, stock: 10 },
        { options: { Size: 'M' }, sku: `${sku}-M`, stock: 3, price: 2750 },
        { options: { Size: 'L' }, sku: `${sku}-L`, stock: 0 },
      ],
      reviewStars: [5, 4],
    });
    const detail = (await api(`/v2/product/${product.id}`)).body.data;
    const idOf = (size: string) =>
      detail.variants.find((v: { options: { Size: string } }) => v.options.Size === size).id;

    const page = await eventually(`/si/product/${product.id}`, (p) => p.status === 200);
    expect(page.html).toMatch(/<html lang="si" data-script-font="pending">/);
    for (const text of [
      si['cart.add'],
      si['stock.in'],
      si['wishlist.heart'],
      si['reviews.heading'],
      si['option.soldOut'].trim(),
    ])
      expect(page.html).toContain(text);
    expect(page.html).toContain(`title="${si['wishlist.add']}"`);
    expect(page.html).toMatch(/aria-label="5න් [\d.]+ක ශ්‍රේණිගත කිරීමක්"/);
    for (const english of ['Add to cart', 'In Stock', '>Wishlist<', 'Customer reviews', '(sold out)', 'Rated '])
      expect(page.html).not.toContain(english);
    expect(checked(page.html)).toBeUndefined();

    // A size link in a language is that language's own stored page, drawn with the size chosen (decision 0092).
    const link = `/ta/product/${product.id}?utm_source=whatsapp&variant=${idOf('M')}`;
    const sized = await eventually(link, (p) => checked(p.html) === 'M');
    expect(sized.status).toBe(200);
    expect(sized.html).toMatch(/<html lang="ta" data-script-font="pending">/);
    expect(checked(sized.html)).toBe('M');
    expect(sized.html).toContain(`data-drawn-variant="${idOf('M')}"`);
    expect(stockLine(sized.html)).toBe('3 மட்டுமே உள்ளன');
    expect(sized.html).toContain('Rs.\u00a02,750.00');
    expect(sized.html).toContain(ta['cart.add']);
    // Asked again it is the same page, kept: the size is chosen in the HTML itself, not by the app after it starts.
    expect(checked((await rawPage(`/ta/product/${product.id}?variant=${idOf('M')}`)).html)).toBe('M');
    // The English size link is unchanged.
    expect(stockLine((await rawPage(`/product/${product.id}?variant=${idOf('M')}`)).html)).toBe('Only (3 available)');
  });

  it('a Sinhala category card says "From" in Sinhala', async () => {
    const sku = `LF-${process.pid}-${Date.now()}`;
    const product = await createTestProduct({
      name: `Language From Tee ${Date.now()}`,
      category: 'Apparel',
      price: 2490,
      sku,
      options: [{ name: 'Size', values: ['S', 'M'] }],
      variants: [
        { options: { Size: 'S' }, sku: `${sku}-S`, stock: 4 },
        { options: { Size: 'M' }, sku: `${sku}-M`, stock: 4, price: 2750 },
      ],
    });
    const { html } = await eventually('/si/apparel', (p) => p.html.includes(product.name));
    expect(html).toContain('රු.\u00a02,490.00 සිට');
    expect(html).not.toContain('From LKR');
  });

  it('About, Contact and a policy in Sinhala and Tamil: titles in the head, headings, clauses and buttons', async () => {
    const about = await rawPage('/si/about');
    expect(title(about.html)).toBe(`${si['about.tab']} | Kesara Grooming Co.`);
    expect(about.html).toContain(inHtml(brandContentIn('si').founderStory.paragraphs[0]));
    expect(about.html).toContain(`>${si['about.title']}</h1>`);

    const contact = await rawPage('/ta/contact');
    expect(title(contact.html)).toBe(`${ta['contact.tab']} | Kesara Grooming Co.`);
    for (const text of [ta['contact.visit'], ta['contact.hours'], ta['contact.send'], ta['map.title']])
      expect(contact.html).toContain(text);
    expect(contact.html).toContain(inHtml(brandContentIn('ta').contact.openingHours[0].days));

    const returns = policiesIn('si')[0];
    const policy = await rawPage('/si/return-policy');
    expect(title(policy.html)).toBe(`${returns.title} | Kesara Grooming Co.`);
    expect(policy.html).toContain(`>${returns.title}</h1>`);
    for (const clause of [...returns.sections[0].paragraphs!, ...returns.sections[1].bullets!])
      expect(policy.html).toContain(inHtml(clause));
    for (const text of [si['policy.updated'], si['policy.home'], si['policy.shop']])
      expect(policy.html).toContain(text);
    expect(policy.html).not.toContain('You can return an item within 7 days of delivery.');
    expect(policy.html).not.toContain('Continue Shopping');
  });
});
