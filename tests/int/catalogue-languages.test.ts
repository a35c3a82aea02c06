import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminToken, api, registerCustomer, shopUrl } from '../support/api';
import { PNG, file, productForm, staffToken } from '../support/admin';
import { createTestProduct, useShopBackend } from '../support/direct';
import { seedCatalogue } from '../../infra/local/seed/catalogue';
import { seedTranslations } from '../../infra/local/seed/catalogue-translations';
import { CATEGORIES } from '../../shared/rules/catalogue';

/** Issue 34: the catalogue in Sinhala and Tamil through the back-office's product routes and `?lang=`. */

const ZWJ = '\u200d';
/** A word of Sinhala letters no other product has: this run's own, so a search finds this file's products only. */
const SINHALA = ['ක', 'ග', 'ච', 'ජ', 'ට', 'ඩ', 'ත', 'ද', 'ප', 'බ'];
const nonce = `${process.pid}${Date.now()}`
  .slice(-9)
  .split('')
  .map((d) => SINHALA[Number(d)])
  .join('');
/** The same for Tamil, with a vowel sign typed as one code point (ொ), so it can be searched in its parts. */
const TAMIL = ['க', 'ங', 'ச', 'ஞ', 'ட', 'ண', 'த', 'ந', 'ப', 'ம'];
const tamilNonce = `${nonce.length}${process.pid}${Date.now()}`
  .slice(-8)
  .split('')
  .map((d) => TAMIL[Number(d)])
  .join('\u0bca');

const translations = {
  si: { name: 'සඳුන් රැවුල් තෙල්', description: 'සඳුන් සුවඳැති, ඉක්මනින් උරාගන්නා රැවුල් තෙල.' },
  ta: { name: 'சந்தன தாடி எண்ணெய்' },
};
/** The product the `?lang=` tests read, named with this run's own words. */
const langTranslations = {
  si: { name: `ශ්${ZWJ}රී කෙස් ක්‍රීම් ${nonce}`, description: 'තෙතමනය වැඩි දවසක පවා රැඳී සිටින කෙස් ක්‍රීම්.' },
  ta: { name: `முடி கிரீம் ${tamilNonce}` },
};

/** The raw text an answer came in: a contract is about bytes, not about what a JSON parser makes of them. */
async function rawText(path: string, init: RequestInit = {}): Promise<string> {
  const res = await fetch(`${shopUrl()}/api${path}`, init);
  expect(res.status).toBe(200);
  return res.text();
}

const post = { method: 'POST', headers: { 'content-type': 'application/json' } };

describe('translations through the back-office product routes (B3, B4, C2 to staff)', () => {
  let admin: string;
  beforeAll(async () => {
    admin = await adminToken();
  });
  const add = (form: FormData) => api('/v2/products/add_new_product', { method: 'POST', token: admin, body: form });
  const update = (id: number, fields: Record<string, string>) => {
    const form = productForm({ stockQuantity: '10', originalStock: '10', ...fields }, []);
    return api(`/v2/products/${id}`, {
      method: 'POST',
      token: admin,
      body: form,
      headers: { 'X-HTTP-Method-Override': 'PUT' },
    });
  };

  it('B3 keeps the Sinhala and Tamil texts sent as a JSON field, answers them, and C2 gives them to staff only', async () => {
    const res = await add(productForm({ translations: JSON.stringify(translations) }));
    expect(res.status).toBe(201);
    expect(res.body.data.translations).toEqual(translations);
    const id = res.body.data.id;
    const staff = await staffToken();
    expect((await api(`/v2/product/${id}`, { token: staff.token })).body.data.translations).toEqual(translations);
    const shopper = await api(`/v2/product/${id}`);
    expect(shopper.body.data).not.toHaveProperty('translations');
    expect(shopper.body.data.name).toBe('Admin Test Oil');
  });

  it('B3 without translations answers `{}`; a bad one is a 422 under its dotted key and writes nothing', async () => {
    const plain = await add(productForm());
    expect(plain.status).toBe(201);
    expect(plain.body.data.translations).toEqual({});
    const sku = `LANG-BAD-${process.pid}-${Date.now()}`;
    const bad = await add(
      productForm({ sku, translations: JSON.stringify({ si: { name: 'ක'.repeat(256) }, fr: { name: 'Huile' } }) }),
    );
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      translations: ['Translations are kept in si and ta only.'],
      'translations.si.name': ['Please keep this under 255 characters.'],
    });
    const found = await api(`/v2/search/products?q=${encodeURIComponent(sku)}`);
    expect(found.body.data).toEqual([]);
  });

  it('B4 without the field keeps them, with it replaces them, with `{}` removes them; a bad one changes nothing', async () => {
    const created = await add(productForm({ translations: JSON.stringify(translations) }));
    const id = created.body.data.id;
    const kept = await update(id, { name: 'Renamed Oil' });
    expect(kept.status).toBe(200);
    expect(kept.body.data).toMatchObject({ name: 'Renamed Oil', translations });

    const only = { ta: { name: 'புதிய பெயர்', description: 'புதிய விளக்கம்' } };
    const replaced = await update(id, { translations: JSON.stringify(only) });
    expect(replaced.body.data.translations).toEqual(only);

    const refused = await update(id, { name: 'Not Saved', translations: JSON.stringify({ ta: { title: 'x' } }) });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({
      'translations.ta.title': ['A translation has only these fields: name, description, options.'],
    });
    const after = await api(`/v2/product/${id}`, { token: admin });
    expect(after.body.data.translations).toEqual(only);
    expect(after.body.data.name).toBe('Admin Test Oil');

    const removed = await update(id, { translations: '{}' });
    expect(removed.body.data.translations).toEqual({});
  });
});

describe('?lang= on the public catalogue routes (C1, C2, C3, search, R1)', () => {
  let id: number;
  let admin: string;
  beforeAll(async () => {
    admin = await adminToken();
    const res = await api('/v2/products/add_new_product', {
      method: 'POST',
      token: admin,
      body: productForm(
        {
          name: `Lang Cream ${process.pid}`,
          featured: 'true',
          category: 'Hair',
          translations: JSON.stringify(langTranslations),
        },
        [file(PNG, 'a.png', 'image/png')],
      ),
    });
    expect(res.status).toBe(201);
    id = res.body.data.id;
  });

  const itemOf = (list: Array<{ id: number }>) => list.find((p) => p.id === id);

  it('C2 answers the texts in that language, English per field where none, `lang` beside `status`', async () => {
    const si = await api(`/v2/product/${id}?lang=si`);
    expect(Object.keys(si.body).slice(0, 2)).toEqual(['status', 'lang']);
    expect(si.body.lang).toBe('si');
    expect(si.body.data).toMatchObject({
      name: langTranslations.si.name,
      description: langTranslations.si.description,
      category: 'Hair',
      category_name: 'කෙස්',
    });
    const ta = await api(`/v2/product/${id}?lang=ta`);
    expect(ta.body).toMatchObject({ status: 'success', lang: 'ta' });
    expect(ta.body.data).toMatchObject({
      name: langTranslations.ta.name,
      description: 'A beard oil made by the back-office tests.',
      category_name: 'முடி',
    });
    const en = await api(`/v2/product/${id}?lang=en`);
    expect(en.body.lang).toBe('en');
    expect(en.body.data).toMatchObject({ name: `Lang Cream ${process.pid}`, category_name: 'Hair' });
  });

  it('C1, C3, search and R1 answer in that language too', async () => {
    const featured = await api('/v2/products/featured?lang=si', { method: 'POST' });
    expect(featured.body.lang).toBe('si');
    expect(itemOf(featured.body.data.Hair)).toMatchObject({ name: langTranslations.si.name });
    const hair = await api('/v2/products/filtered_products?lang=ta', { method: 'POST', body: { category: 'hair' } });
    expect(hair.body.lang).toBe('ta');
    expect(itemOf(hair.body.data)).toMatchObject({ name: langTranslations.ta.name, category_name: 'முடி' });
    const found = await api(`/v2/search/products?lang=si&q=${encodeURIComponent(nonce)}`);
    expect(found.body).toMatchObject({ status: 'success', lang: 'si' });
    expect(found.body.data.map((p: { name: string }) => p.name)).toEqual([langTranslations.si.name]);
    const reviews = await api(`/v2/product/${id}/reviews?lang=ta`);
    expect(Object.keys(reviews.body).slice(0, 2)).toEqual(['status', 'lang']);
    expect(reviews.body.data.summary.count).toBe(0);
  });

  it('refuses any other language with a 422 under `lang`, on every route', async () => {
    const error = { status: 'error', errors: { lang: ['Please choose a language: en, si, ta.'] } };
    const refusals = [
      await api(`/v2/product/${id}?lang=fr`),
      await api('/v2/products/featured?lang=SI', { method: 'POST' }),
      await api('/v2/products/filtered_products?lang=', { method: 'POST', body: { category: 'Hair' } }),
      await api('/v2/search/products?q=oil&lang=si-LK'),
      await api(`/v2/product/${id}/reviews?lang=english`),
    ];
    for (const res of refusals) {
      expect(res.status).toBe(422);
      expect(res.body).toMatchObject(error);
    }
  });

  it('search finds products by their Sinhala and Tamil names, typed with or without the joiner, composed or not', async () => {
    const names = async (q: string) =>
      (await api(`/v2/search/products?q=${encodeURIComponent(q)}`)).body.data.map((p: { id: number }) => p.id);
    expect(await names(`ශ්රී ${nonce}`)).toEqual([id]);
    expect(await names(`ශ්${ZWJ}රී ${nonce}`)).toEqual([id]);
    expect(await names(tamilNonce.normalize('NFD'))).toEqual([id]);
    expect(tamilNonce.normalize('NFD')).not.toBe(tamilNonce);
    expect(await names(`${tamilNonce} கொம்பு`)).toEqual([]);
    // Without `lang` a hit is still answered in English: the query's language is not the answer's.
    const english = await api(`/v2/search/products?q=${encodeURIComponent(nonce)}`);
    expect(english.body.data[0].name).toBe(`Lang Cream ${process.pid}`);
  });
});

describe('without ?lang= the answers are byte for byte what they were before translations', () => {
  it('C1, C2, C3, search and R1 send the same bytes once a product has Sinhala and Tamil texts', async () => {
    const word = `Bytes${process.pid}${Date.now()}`;
    const p = await createTestProduct({ name: `${word} Oil`, category: 'Apparel', featured: true });
    const reads = async () => {
      const featured = JSON.parse(await rawText('/v2/products/featured', { method: 'POST' }));
      const apparel = JSON.parse(
        await rawText('/v2/products/filtered_products', { ...post, body: JSON.stringify({ category: 'Apparel' }) }),
      );
      return {
        detail: await rawText(`/v2/product/${p.id}`),
        search: await rawText(`/v2/search/products?q=${word}`),
        reviews: await rawText(`/v2/product/${p.id}/reviews`),
        card: JSON.stringify(featured.data.Apparel.find((c: { id: number }) => c.id === p.id)),
        item: JSON.stringify(apparel.data.find((c: { id: number }) => c.id === p.id)),
        featured: JSON.stringify(featured),
      };
    };
    const before = await reads();
    // Stored as the back-office stores them, without touching anything else of the product.
    useShopBackend();
    const { db, tableName } = await import('../../functions/lib/clients');
    const { productKey } = await import('../../functions/domain/keys');
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: productKey(p.id),
        UpdateExpression: 'SET translations = :t',
        ExpressionAttributeValues: { ':t': translations },
      }),
    );
    expect((await api(`/v2/product/${p.id}?lang=si`)).body.data.name).toBe(translations.si.name);
    const after = await reads();
    expect(after.detail).toBe(before.detail);
    expect(after.search).toBe(before.search);
    expect(after.reviews).toBe(before.reviews);
    expect(after.card).toBe(before.card);
    expect(after.item).toBe(before.item);
    expect(before.card).toContain(`"name":"${word} Oil"`);
    for (const text of Object.values(after)) {
      expect(text).not.toContain('"lang"');
      expect(text).not.toContain('category_name');
      expect(text).not.toContain('translations');
    }
  });
});

describe('GET /v2/admin/translations/missing', () => {
  it('counts the products lacking each text, says it in sentences, and is for the back-office only', async () => {
    await createTestProduct({ name: 'Untranslated Oil' });
    const staff = await staffToken();
    const res = await api('/v2/admin/translations/missing', { token: staff.token });
    expect(res.status).toBe(200);
    const { products, missing, sentences } = res.body.data;
    expect(products).toBeGreaterThan(0);
    for (const language of ['si', 'ta'] as const)
      for (const field of ['name', 'description'] as const) {
        expect(missing[language][field]).toBeGreaterThan(0);
        expect(missing[language][field]).toBeLessThanOrEqual(products);
      }
    const n = missing.si.description;
    expect(sentences).toContain(
      n === 1 ? '1 product has no Sinhala description' : `${n} products have no Sinhala description`,
    );
    // Products with an option name without a word are a sentence of their own per language (decision 0107).
    const optionSentences = (['si', 'ta'] as const).filter((l) => missing[l].options > 0).length;
    expect(sentences.filter((s: string) => s.includes(' product'))).toHaveLength(4 + optionSentences);
    // The categories and the shop's pages (decision 0094): counted beside the products, said after them.
    const { content } = res.body.data;
    expect(content).toMatchObject({
      categories: 4,
      pages: 6,
      missing: { si: { categories: 0 }, ta: { categories: 0 } },
    });
    for (const [language, name] of [
      ['si', 'Sinhala'],
      ['ta', 'Tamil'],
    ] as const) {
      const pages = sentences.filter(
        (s: string) => s.includes(`page has no full ${name}`) || s.includes(`pages have no full ${name}`),
      );
      expect(pages).toHaveLength(content.missing[language].pages > 0 ? 1 : 0);
      expect(content.missing[language].pages).toBeLessThanOrEqual(6);
    }

    const customer = await registerCustomer();
    expect((await api('/v2/admin/translations/missing', { token: customer.token })).status).toBe(403);
    expect((await api('/v2/admin/translations/missing')).status).toBe(401);
  });
});

describe('the seeded shop in three languages', () => {
  it('answers every seeded product in Sinhala and Tamil, and finds one by its Sinhala name', async () => {
    let checked = 0;
    for (const category of CATEGORIES) {
      const list = async (lang?: string) =>
        (
          await api(`/v2/products/filtered_products${lang ? `?lang=${lang}` : ''}`, {
            method: 'POST',
            body: { category },
          })
        ).body.data as Array<{ id: number; name: string; description: string }>;
      const [english, si, ta] = await Promise.all([list(), list('si'), list('ta')]);
      for (const seeded of seedCatalogue.filter((p) => p.category === category)) {
        const same = english.filter((p) => p.name === seeded.name);
        if (same.length !== 1) continue; // a test made one with the same name: not the seed's to judge
        const { si: siTexts, ta: taTexts } = seedTranslations[seeded.key];
        expect(si.find((p) => p.id === same[0].id)).toMatchObject(siTexts);
        expect(ta.find((p) => p.id === same[0].id)).toMatchObject(taTexts);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(seedCatalogue.length / 2);
    const oil = seedCatalogue.find((p) => p.key === 'beard-oil-sandalwood')!;
    const found = await api(`/v2/search/products?lang=si&q=${encodeURIComponent('සඳුන් රැවුල් තෙල්')}`);
    expect(found.body.data.map((p: { name: string }) => p.name)).toContain(seedTranslations[oil.key].si.name);
  });
});
