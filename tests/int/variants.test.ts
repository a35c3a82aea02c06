import { describe, expect, it } from 'vitest';
import { adminToken, api, localMail, registerCustomer, shopUrl, type Customer } from '../support/api';
import { productForm } from '../support/admin';
import { addToCart, checkout } from '../support/checkout';
import { createTestProduct, useShopBackend } from '../support/direct';
import { cardCheckout } from '../support/payhere';
import { colomboDate } from '../../shared/rules/dates';
import { variantStock } from '../support/variant-stock';
import { onlyOrders } from '../support/sweep-scope';

/** Issue 20: options and variants on the wire, in the cart, at checkout and in orders. */
const SIZES = ['S', 'M', 'L', 'XL', 'XXL'];
let run = 0;
/** A tee in S-XXL with these stocks, made through the shop's own create path. */
async function sizedTee(stocks: number[], prices: Partial<Record<string, number>> = {}) {
  run += 1;
  const sku = `VT-${process.pid}-${Date.now()}-${run}`;
  const product = await createTestProduct({
    name: 'Variant Test Tee',
    category: 'Apparel',
    price: 2490,
    sku,
    options: [{ name: 'Size', values: SIZES }],
    variants: SIZES.map((size, i) => ({
      options: { Size: size },
      sku: `${sku}-${size}`,
      stock: stocks[i],
      ...(prices[size] ? { price: prices[size] } : {}),
    })),
  });
  const detail = (await api(`/v2/product/${product.id}`)).body.data;
  const id = (size: string) => detail.variants.find((v: { options: { Size: string } }) => v.options.Size === size).id;
  return { product, detail, id };
}

const addVariant = (c: Customer, productId: number, quantity: number, variantId?: unknown) =>
  api('/v2/cart/add', {
    method: 'POST',
    token: c.token,
    body: { product_id: productId, quantity, ...(variantId === undefined ? {} : { variant_id: variantId }) },
  });
const cart = async (c: Customer) => (await api('/v2/cart', { token: c.token })).body;

describe('the wire format of a product with sizes', () => {
  it('C2 answers options, variants (in size order, price defaulting to the product) and the total stock', async () => {
    const { product, detail } = await sizedTee([2, 3, 0, 1, 4], { XXL: 2990 });
    expect(detail.options).toEqual([{ name: 'Size', values: SIZES }]);
    expect(detail.variants.map((v: { options: unknown }) => v.options)).toEqual(SIZES.map((Size) => ({ Size })));
    expect(detail.variants[0]).toEqual({
      id: expect.any(Number),
      options: { Size: 'S' },
      sku: `${product.sku}-S`,
      price: 2490,
      discount: 0,
      stock: 2,
      image_id: null,
    });
    expect(detail.variants[4]).toMatchObject({ price: 2990, stock: 4 });
    expect(detail.stock).toBe(10);
    expect(detail.price).toBe(2490);

    const listed = (await api('/v2/search/products?q=Variant%20Test%20Tee')).body.data.find(
      (p: { id: number }) => p.id === product.id,
    );
    expect(listed).toMatchObject({ price: 2490, price_from: 2490, price_to: 2990, stock: 10 });
  });

  it('a product without options answers as before, plus empty options and variants on its detail only', async () => {
    const p = await createTestProduct({ name: 'Plain Variant-Free Oil' });
    const detail = (await api(`/v2/product/${p.id}`)).body.data;
    expect(detail.options).toEqual([]);
    expect(detail.variants).toEqual([]);
    const listed = (await api('/v2/search/products?q=Plain%20Variant-Free%20Oil')).body.data[0];
    expect(Object.keys(listed)).not.toContain('price_from');
    expect(Object.keys(listed)).not.toContain('price_to');
  });

  it('price bands filter a product with variants by its lowest variant price', async () => {
    const { product } = await sizedTee([1, 1, 1, 1, 1], { S: 1900, M: 1900, L: 1900, XL: 1900, XXL: 1900 });
    const band = async (priceRange: string) =>
      (
        (await api('/v2/products/filter', { method: 'POST', body: { category: 'Apparel', priceRange } }))
          .body as Array<{
          id: number;
        }>
      ).some((p) => p.id === product.id);
    // Base price 2490 (over 2000), every size 1900: the card says "From LKR 1,900.00", the 1000-2000 band shows it.
    expect(await band('1000-2000')).toBe(true);
    expect(await band('over-2000')).toBe(false);
  });
});

describe('the seeded catalogue', () => {
  it('the Kesara Logo Tee comes in S-XXL with its XL sold out; the hoodie’s card says From', async () => {
    const find = async (q: string) => (await api(`/v2/search/products?q=${encodeURIComponent(q)}`)).body.data[0];
    const tee = (await api(`/v2/product/${(await find('Kesara Logo Tee')).id}`)).body.data;
    expect(tee.options).toEqual([{ name: 'Size', values: SIZES }]);
    // Other test files of the same run may buy seeded sizes: the sold-out XL and the sum hold whatever they bought.
    const stocks: number[] = tee.variants.map((v: { stock: number }) => v.stock);
    expect(stocks[3]).toBe(0);
    expect(tee.stock).toBe(stocks.reduce((sum, n) => sum + n, 0));
    expect(await find('Hill Country Hoodie')).toMatchObject({ price: 5900, price_from: 5900, price_to: 6400 });
  });
});

describe('the back-office product form with options and variants', () => {
  const formWith = (options: unknown, variants: unknown, fields: Record<string, string> = {}) => {
    const form = productForm({ category: 'Apparel', ...fields });
    form.append('options', JSON.stringify(options));
    form.append('variants', JSON.stringify(variants));
    return form;
  };
  const size = [{ name: 'Size', values: ['S', 'M'] }];

  it('adds a product with sizes; an update keeps the ids it keeps, adds and removes sizes', async () => {
    const admin = await adminToken();
    const tag = `${process.pid}-${Date.now()}`;
    const added = await api('/v2/products/add_new_product', {
      method: 'POST',
      token: admin,
      body: formWith(size, [
        { options: { Size: 'S' }, sku: `F-${tag}-S`, stock: 4 },
        { options: { Size: 'M' }, sku: `F-${tag}-M`, stock: 6, price: 1750, discount: 5 },
      ]),
    });
    expect(added.status).toBe(201);
    const product = added.body.data;
    expect(product.stock).toBe(10);
    expect(product.variants[1]).toMatchObject({ price: 1750, discount: 5, stock: 6 });
    const [s, m] = product.variants;

    const form = formWith(
      [{ name: 'Size', values: ['S', 'M', 'L'] }],
      [
        { id: m.id, options: { Size: 'M' }, sku: `F-${tag}-M2`, stock: 6 },
        { options: { Size: 'L' }, sku: `F-${tag}-L`, stock: 2 },
      ],
      { stockQuantity: '10' },
    );
    const updated = await api(`/v2/products/${product.id}`, { method: 'POST', token: admin, body: form });
    expect(updated.status).toBe(200);
    const after = updated.body.data;
    expect(after.variants.map((v: { id: number }) => v.id)).toEqual([m.id, expect.any(Number)]);
    expect(after.variants.map((v: { id: number }) => v.id)).not.toContain(s.id);
    expect(after.variants[0]).toMatchObject({ sku: `F-${tag}-M2`, price: 1500.5, discount: 0, stock: 6 });
    expect(after.stock).toBe(8);

    // The SKUs the update let go are free again; the ones it holds are not.
    const reuse = await api('/v2/products/add_new_product', {
      method: 'POST',
      token: admin,
      body: formWith(size, [
        { options: { Size: 'S' }, sku: `F-${tag}-S`, stock: 1 },
        { options: { Size: 'M' }, sku: `F-${tag}-M`, stock: 1 },
      ]),
    });
    expect(reuse.status).toBe(201);
    const taken = await api('/v2/products/add_new_product', {
      method: 'POST',
      token: admin,
      body: formWith(size, [{ options: { Size: 'S' }, sku: `f-${tag}-l`, stock: 1 }]),
    });
    expect(taken.status).toBe(422);
    expect(taken.body.errors).toEqual({ 'variants.0.sku': ['This SKU is already used by another product.'] });
  });

  it('refuses, per field, a combination twice, options a variant does not name, a variant of another product', async () => {
    const admin = await adminToken();
    const twice = await api('/v2/products/add_new_product', {
      method: 'POST',
      token: admin,
      body: formWith(size, [
        { options: { Size: 'S' }, sku: `T-${Date.now()}-1`, stock: 1 },
        { options: { Size: 'S' }, sku: `T-${Date.now()}-2`, stock: -1 },
        { options: { Colour: 'Red' }, sku: `T-${Date.now()}-3`, stock: 1 },
      ]),
    });
    expect(twice.status).toBe(422);
    expect(twice.body.errors).toEqual({
      'variants.1.options': ['Another variant already has these options.'],
      'variants.1.stock': ['Stock quantity must be a whole number of 0 or more'],
      'variants.2.options': ['Choose one value of each option: Size.'],
    });

    const { product, detail } = await sizedTee([1, 1, 1, 1, 1]);
    const other = await sizedTee([1, 1, 1, 1, 1]);
    const foreign = formWith(size, [
      { id: other.detail.variants[0].id, options: { Size: 'S' }, sku: `${product.sku}-S`, stock: 1 },
    ]);
    const refused = await api(`/v2/products/${product.id}`, { method: 'POST', token: admin, body: foreign });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ 'variants.0.id': ['This variant is not one of this product’s.'] });
    expect((await api(`/v2/product/${product.id}`)).body.data.variants).toEqual(detail.variants);
  });

  it('the older client’s save (no options or variants fields) keeps the sizes and their stock', async () => {
    const admin = await adminToken();
    const { product, detail } = await sizedTee([1, 2, 3, 4, 5]);
    await api(`/v2/product/${product.id}`, { token: admin }); // the form opened: the stock it saw is remembered
    const form = productForm({
      name: 'Variant Test Tee (renamed)',
      category: 'Apparel',
      stockQuantity: '15',
      price: '2490',
    });
    form.delete('sku');
    const saved = await api(`/v2/products/${product.id}`, { method: 'POST', token: admin, body: form });
    expect(saved.status).toBe(200);
    expect(saved.body.data.variants).toEqual(detail.variants);
    expect(saved.body.data.stock).toBe(15);
    const changed = productForm({ category: 'Apparel', stockQuantity: '99' });
    const refused = await api(`/v2/products/${product.id}`, { method: 'POST', token: admin, body: changed });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({
      stockQuantity: ['This product has options: its stock is set per variant, in the Options section.'],
    });
  });
});

describe('the back-office’s stock per size against orders placed meanwhile', () => {
  it('a size the form left alone keeps the orders’ moves; a size changed after an order moved it is a 409', async () => {
    const admin = await adminToken();
    const { product, id } = await sizedTee([5, 5, 5, 5, 5]);
    const opened = (await api(`/v2/product/${product.id}`, { token: admin })).body.data; // the form as the admin saw it
    const buyer = await registerCustomer();
    await addVariant(buyer, product.id, 2, id('M'));
    expect((await checkout(buyer)).status).toBe(201);

    const save = (stocks: Record<string, number>) => {
      const form = productForm({ category: 'Apparel', price: '2490', stockQuantity: String(opened.stock) });
      form.append('options', JSON.stringify(opened.options));
      const sizes = opened.variants.map((v: { options: { Size: string }; stock: number }) => ({
        ...v,
        stock: stocks[v.options.Size] ?? v.stock,
      }));
      form.append('variants', JSON.stringify(sizes));
      return api(`/v2/products/${product.id}`, { method: 'POST', token: admin, body: form });
    };
    const first = await save({ S: 9 });
    expect(first.status).toBe(200);
    expect(await variantStock(product.id)).toEqual({ total: 27, bySize: { S: 9, M: 3, L: 5, XL: 5, XXL: 5 } });

    // The admin's form still shows M 5; another order takes one more M; changing M now would undo orders.
    const second = await registerCustomer();
    await addVariant(second, product.id, 1, id('M'));
    expect((await checkout(second)).status).toBe(201);
    const refused = await save({ S: 9, M: 10 });
    expect(refused.status).toBe(409);
    expect(await variantStock(product.id)).toEqual({ total: 26, bySize: { S: 9, M: 2, L: 5, XL: 5, XXL: 5 } });
  });
});

describe('the cart with sizes', () => {
  it('two sizes are two lines, the same size twice is one line, each with its variant', async () => {
    const { product, id } = await sizedTee([5, 5, 5, 5, 5], { L: 2700 });
    const c = await registerCustomer();
    expect((await addVariant(c, product.id, 1, id('M'))).status).toBe(200);
    expect((await addVariant(c, product.id, 2, id('M'))).status).toBe(200);
    expect((await addVariant(c, product.id, 1, id('L'))).status).toBe(200);
    const body = await cart(c);
    expect(body.data).toHaveLength(2);
    expect(body.data[0]).toMatchObject({
      product_id: product.id,
      variant_id: id('M'),
      variant: { id: id('M'), options: { Size: 'M' }, label: 'Size: M' },
      quantity: 3,
      total_price: 7470,
      product: { price: 2490, stock: 5 },
    });
    expect(body.data[1]).toMatchObject({
      variant_id: id('L'),
      quantity: 1,
      total_price: 2700,
      product: { price: 2700 },
    });
    expect(body.total_amount).toBe(7470 + 2700);
    const tooMany = await addVariant(c, product.id, 3, id('M'));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe('Not enough stock available. Only 5 of Variant Test Tee — Size: M left.');
  });

  it('the older request: a product with sizes is a 422 naming the option, a product without sizes as ever', async () => {
    const { product } = await sizedTee([5, 5, 5, 5, 5]);
    const other = await sizedTee([5, 5, 5, 5, 5]);
    const plain = await createTestProduct({ name: 'Plain Cart Oil' });
    const c = await registerCustomer();
    const missing = await addToCart(c, product.id, 1);
    expect(missing.status).toBe(422);
    expect(missing.body).toEqual({
      status: 'error',
      message: 'Please choose a Size.',
      errors: { variant_id: ['Please choose a Size.'] },
    });
    const foreign = await addVariant(c, product.id, 1, other.id('S'));
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors).toEqual({ variant_id: ['Please choose a Size.'] });
    const refused = await addVariant(c, plain.id, 1, other.id('S'));
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ variant_id: ['This product has no options to choose from.'] });
    const old = await addToCart(c, plain.id, 2);
    expect(old.status).toBe(200);
    expect(old.body).toEqual({
      status: 'success',
      message: 'Product added to cart successfully!',
      data: { id: expect.any(Number), product_id: plain.id, quantity: 2 },
    });
    expect((await cart(c)).data).toEqual([
      expect.objectContaining({ product_id: plain.id, variant_id: null, variant: null, quantity: 2 }),
    ]);
    const placed = await checkout(c);
    expect(placed.status).toBe(201);
  });

  it('a size removed from its product stays in the cart as no longer available and blocks nothing else', async () => {
    const admin = await adminToken();
    const { product, detail, id } = await sizedTee([5, 5, 5, 5, 5]);
    const c = await registerCustomer();
    await addVariant(c, product.id, 1, id('S'));
    await addVariant(c, product.id, 2, id('M'));
    const form = productForm({ category: 'Apparel', stockQuantity: String(detail.stock) });
    form.append('options', JSON.stringify(detail.options));
    form.append(
      'variants',
      JSON.stringify(detail.variants.filter((v: { options: { Size: string } }) => v.options.Size !== 'S')),
    );
    expect((await api(`/v2/products/${product.id}`, { method: 'POST', token: admin, body: form })).status).toBe(200);

    const body = await cart(c);
    expect(body.data[0]).toMatchObject({ variant_id: id('S'), variant: null, total_price: 0, product: { stock: 0 } });
    expect(body.data[1]).toMatchObject({ variant_id: id('M'), variant: { label: 'Size: M' }, total_price: 4980 });
    expect(body.total_items).toBe(2);
    expect(body.total_amount).toBe(4980);
    const change = await api(`/v2/cart/${body.data[0].id}`, { method: 'PUT', token: c.token, body: { quantity: 2 } });
    expect(change.status).toBe(422);
    expect(change.body.message).toBe('This size is no longer available.');

    const placed = await checkout(c);
    expect(placed.status).toBe(201);
    const mine = (await api('/v2/user/orders?status=pending', { token: c.token })).body.data;
    expect(mine.map((l: { item: unknown }) => l.item)).toEqual([
      expect.objectContaining({ product_id: product.id, variant_id: id('M'), variant_label: 'Size: M', quantity: 2 }),
    ]);
    expect((await variantStock(product.id)).bySize).toEqual({ M: 3, L: 5, XL: 5, XXL: 5 });
  });
});

describe('checkout and orders of sizes', () => {
  it('twelve customers buying the last three M tees at once make exactly three orders; the others keep their carts', async () => {
    const { product, id } = await sizedTee([4, 3, 4, 4, 4]);
    const customers = await Promise.all(Array.from({ length: 12 }, () => registerCustomer()));
    for (const c of customers) expect((await addVariant(c, product.id, 1, id('M'))).status).toBe(200);
    const answers = await Promise.all(customers.map((c) => checkout(c)));
    const placed = answers.filter((a) => a.status === 201);
    const refused = answers.filter((a) => a.status !== 201);
    expect(placed).toHaveLength(3);
    for (const a of refused) {
      expect(a.status).toBe(400);
      expect(a.body.message).toBe('Sorry, Variant Test Tee — Size: M is out of stock.');
    }
    const kept = await Promise.all(customers.filter((_, i) => answers[i].status !== 201).map(cart));
    for (const body of kept)
      expect(body.data).toEqual([
        expect.objectContaining({ variant_id: id('M'), quantity: 1, product: expect.objectContaining({ stock: 0 }) }),
      ]);
    expect(await variantStock(product.id)).toEqual({ total: 16, bySize: { S: 4, M: 0, L: 4, XL: 4, XXL: 4 } });
  });

  it('two sizes of one tee in one order; the order, the mails, the back-office and the CSV name them; cancel gives each back once', async () => {
    const admin = await adminToken();
    const { product, id } = await sizedTee([5, 5, 5, 5, 5]);
    const c = await registerCustomer();
    await addVariant(c, product.id, 2, id('S'));
    await addVariant(c, product.id, 1, id('XL'));
    const placed = await checkout(c);
    expect(placed.status).toBe(201);
    const orderId = placed.body.order.id;
    expect(await variantStock(product.id)).toEqual({ total: 22, bySize: { S: 3, M: 5, L: 5, XL: 4, XXL: 5 } });

    const detail = (await api(`/v2/admin/orders/${orderId}`, { token: admin })).body.data;
    expect(detail.products).toEqual([
      expect.objectContaining({ name: 'Variant Test Tee', variant_id: id('S'), variant_label: 'Size: S', quantity: 2 }),
      expect.objectContaining({ variant_id: id('XL'), variant_label: 'Size: XL', quantity: 1 }),
    ]);
    const mail = (await localMail()).find((m) => m.to.includes(c.email) && m.text.includes('Variant Test Tee'));
    expect(mail?.text).toContain('Variant Test Tee — Size: S x 2');
    const day = colomboDate(new Date(placed.body.order.created_at));
    const csv = await fetch(`${shopUrl()}/api/v2/admin/orders-export?from=${day}&to=${day}`, {
      headers: { authorization: `Bearer ${admin}` },
    }).then((r) => r.text());
    expect(csv).toContain('Variant Test Tee — Size: S x 2; Variant Test Tee — Size: XL x 1');

    const cancel = () => api(`/v2/order/${orderId}`, { method: 'PUT', token: admin, body: { status: 'canceled' } });
    expect((await cancel()).status).toBe(200);
    expect(await variantStock(product.id)).toEqual({ total: 25, bySize: { S: 5, M: 5, L: 5, XL: 5, XXL: 5 } });
    await cancel();
    expect(await variantStock(product.id)).toEqual({ total: 25, bySize: { S: 5, M: 5, L: 5, XL: 5, XXL: 5 } });
    // Reopened, it takes the units again from the same sizes.
    expect(
      (await api(`/v2/order/${orderId}`, { method: 'PUT', token: admin, body: { status: 'processing' } })).status,
    ).toBe(200);
    expect((await variantStock(product.id)).bySize).toEqual({ S: 3, M: 5, L: 5, XL: 4, XXL: 5 });
  });
});

describe('an unpaid card order of sizes', () => {
  it('expiring gives each size its units back once, even to parallel sweeps; a size removed since gets nothing', async () => {
    useShopBackend();
    const { expireUnpaidOrders } = await import('../../functions/flows/workflows/payment-expiry');
    const admin = await adminToken();
    const { product, detail, id } = await sizedTee([5, 5, 5, 5, 5]);
    const c = await registerCustomer();
    await addVariant(c, product.id, 2, id('M'));
    await addVariant(c, product.id, 1, id('L'));
    const placed = await cardCheckout(c);
    expect(placed.status).toBe(201);
    expect(await variantStock(product.id)).toEqual({ total: 22, bySize: { S: 5, M: 3, L: 4, XL: 5, XXL: 5 } });

    // L leaves the catalogue before the window closes: its unit is given back to nobody.
    const form = productForm({ category: 'Apparel', price: '2490', stockQuantity: '22' });
    form.append('options', JSON.stringify(detail.options));
    form.append(
      'variants',
      JSON.stringify(
        detail.variants
          .filter((v: { options: { Size: string } }) => v.options.Size !== 'L')
          .map((v: { options: { Size: string }; stock: number }) => ({
            ...v,
            stock: v.options.Size === 'M' ? 3 : v.stock,
          })),
      ),
    );
    expect((await api(`/v2/products/${product.id}`, { method: 'POST', token: admin, body: form })).status).toBe(200);
    expect(await variantStock(product.id)).toEqual({ total: 18, bySize: { S: 5, M: 3, XL: 5, XXL: 5 } });

    const afterWindow = new Date(Date.now() + 1801 * 1000);
    const mine = onlyOrders(placed.body.order.id);
    await Promise.all([expireUnpaidOrders(afterWindow, mine), expireUnpaidOrders(afterWindow, mine)]);
    await expireUnpaidOrders(afterWindow, mine);
    expect(await variantStock(product.id)).toEqual({ total: 20, bySize: { S: 5, M: 5, XL: 5, XXL: 5 } });
  });
});
