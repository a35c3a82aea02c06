import { beforeAll, describe, expect, it } from 'vitest';
import { api, registerCustomer } from '../support/api';
import { fillCart } from '../support/checkout';
import { createTestProduct } from '../support/direct';
import { newCode } from '../support/discount-codes';
import { guestCart } from '../support/guest';

type Product = Awaited<ReturnType<typeof createTestProduct>>;

describe('a guest cart priced by the server (POST /v2/guest/cart)', () => {
  let oil: Product;
  let tee: Product;

  beforeAll(async () => {
    oil = await createTestProduct({ name: 'Guest Oil', price: 2450, discount: 15, stock: 5 });
    tee = await createTestProduct({
      name: 'Guest Tee',
      category: 'Apparel',
      price: 3000,
      stock: 0,
      options: [{ name: 'Size', values: ['M', 'L'] }],
      variants: [
        { options: { Size: 'M' }, sku: `GT-M-${Date.now()}`, stock: 4 },
        { options: { Size: 'L' }, sku: `GT-L-${Date.now()}`, stock: 2, price: 3200 },
      ],
    });
  });

  it('answers the lines and totals GET /v2/cart answers for the same lines in a signed-in cart', async () => {
    const code = await newCode({ value: 10 });
    const c = await registerCustomer();
    await fillCart(c, [[oil.id, 3]]);
    await api('/v2/cart/discount', { method: 'POST', token: c.token, body: { code } });
    const signedIn = (await api('/v2/cart', { token: c.token })).body;

    const guest = await guestCart(
      [
        { product_id: oil.id, quantity: 2 },
        { product_id: oil.id, quantity: 1 },
      ],
      code,
    );
    expect(guest.status).toBe(200);
    const strip = ({ id: _id, ...line }: { id: number }) => line;
    expect(guest.body.data.map(strip)).toEqual(signedIn.data.map(strip));
    expect(guest.body.data[0].id).toBe(1);
    for (const field of ['total_items', 'total_amount', 'discount_code', 'discount_amount', 'total_after_discount'])
      expect(guest.body[field]).toEqual(signedIn[field]);
    expect(guest.body).toMatchObject({ status: 'success', total_amount: 6247.5, discount_amount: 624.75 });
  });

  it("prices a variant's own price and marks a line of a variant it cannot sell as S2 does", async () => {
    const l = Object.values(tee.variants!).find((v) => v.options.Size === 'L')!;
    const res = await guestCart([
      { product_id: tee.id, variant_id: l.id, quantity: 2 },
      { product_id: tee.id, variant_id: 987654321, quantity: 1 },
      { product_id: 987654321, quantity: 1 },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(2);
    expect(res.body.data[0]).toMatchObject({
      variant_id: l.id,
      variant: { label: 'Size: L' },
      total_price: 6400,
      product: { price: 3200, stock: 2 },
    });
    expect(res.body.data[1]).toMatchObject({
      variant_id: 987654321,
      variant: null,
      total_price: 0,
      product: { stock: 0 },
    });
    expect(res.body).toMatchObject({ total_items: 2, total_amount: 6400, discount_code: null, discount_amount: 0 });
  });

  it('answers an empty cart, refuses a code it cannot use with 422 on code, and a malformed line with 422', async () => {
    const empty = await guestCart([]);
    expect(empty.body).toMatchObject({ data: [], total_items: 0, total_amount: 0, total_after_discount: 0 });
    const unknown = await guestCart([{ product_id: oil.id, quantity: 1 }], 'NO-SUCH-CODE-32');
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors.code).toEqual(['This code does not exist.']);
    const minimum = await newCode({ value: 10, min_subtotal: 100000 });
    expect((await guestCart([{ product_id: oil.id, quantity: 1 }], minimum)).status).toBe(422);
    expect((await guestCart([{ product_id: oil.id, quantity: 0 }])).status).toBe(422);
    expect((await api('/v2/guest/cart', { method: 'POST', body: {} })).status).toBe(422);
  });
});
