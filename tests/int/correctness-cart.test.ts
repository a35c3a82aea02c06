import { describe, expect, it } from 'vitest';
import { registerCustomer } from '../support/api';
import { addToCart, cartLines, checkout, fillCart, stockOf } from '../support/checkout';
import { createTestProduct } from '../support/direct';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('cart changes at the same moment (S1, S3, S8)', () => {
  it('parallel adds of one product all count (no lost update) and never go above stock', async () => {
    const oil = await createTestProduct({ name: 'Parallel Add Oil', stock: 6 });
    const c = await registerCustomer();
    const results = await Promise.all(Array.from({ length: 8 }, () => addToCart(c, oil.id, 1)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(6);
    expect(results.filter((r) => r.status === 400)).toHaveLength(2);
    expect(await cartLines(c)).toEqual([[oil.id, 6]]);
    const ids = new Set(results.filter((r) => r.status === 200).map((r) => r.body.data.id));
    expect(ids.size).toBe(1);
  });

  it('an add that meets a checkout never brings the ordered units back into the emptied cart', async () => {
    // the add starts a little later each round, so that some round reads the cart before the checkout commits and writes after it
    for (let delay = 0; delay < 16; delay += 2) {
      const oil = await createTestProduct({ name: 'Race Oil', stock: 20 });
      const c = await registerCustomer();
      await fillCart(c, [[oil.id, 2]]);
      const [order, add] = await Promise.all([checkout(c), sleep(delay).then(() => addToCart(c, oil.id, 1))]);
      expect(add.status).toBe(200);
      expect([201, 409]).toContain(order.status);
      const ordered = 20 - (await stockOf(oil.id));
      const inCart = (await cartLines(c)).reduce((s, [, q]) => s + q, 0);
      // the added unit is either in the order or in the cart, never on top of units already ordered
      expect(ordered + inCart).toBe(3);
      expect(order.status === 201 ? [2, 3] : [0]).toContain(ordered);
    }
  });

  it('parallel adds of new products never pass the 30-line limit that keeps checkout in one transaction', async () => {
    const products = await Promise.all(
      Array.from({ length: 34 }, (_, i) => createTestProduct({ name: `Line Limit ${i}`, stock: 5 })),
    );
    const c = await registerCustomer();
    await fillCart(
      c,
      products.slice(0, 28).map((p) => [p.id, 1]),
    );
    const results = await Promise.all(products.slice(28).map((p) => addToCart(c, p.id, 1)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(2);
    for (const r of results.filter((x) => x.status !== 200)) {
      expect(r.status).toBe(400);
      expect(r.body.message).toMatch(/^Your cart can hold up to 30 different products/);
    }
    expect(await cartLines(c)).toHaveLength(30);
    expect((await checkout(c)).status).toBe(201);
  });
});
