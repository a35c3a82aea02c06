import { beforeAll, describe, expect, it } from 'vitest';
import { orderIdOfNumber, orderLinkPath } from '../../shared/rules/guest-orders';
import { FUNCTION_TEST_ENV } from '../support/function-env';

describe("a guest order's link token (issue 32)", () => {
  let link: typeof import('../../functions/domain/orders/order-link');
  let guards: typeof import('../../functions/domain/orders/guest-checkout-guards');

  beforeAll(async () => {
    Object.assign(process.env, FUNCTION_TEST_ENV);
    link = await import('../../functions/domain/orders/order-link');
    guards = await import('../../functions/domain/orders/guest-checkout-guards');
  });

  it('makes 256 random bits in base64url, kept only as their SHA-256', () => {
    const a = link.newOrderLink();
    const b = link.newOrderLink();
    expect(a.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(a.token, 'base64url')).toHaveLength(32);
    expect(a.token).not.toBe(b.token);
    expect(a.hash).toBe(link.linkHashOf(a.token));
    expect(a.hash).not.toContain(a.token);
  });

  it("opens only its own guest order, and nothing without a token or for an account's order", () => {
    const { token, hash } = link.newOrderLink();
    const guest = { guest: { email: 'a@b.lk', phone: '+94771234567', marketingConsent: false, linkHash: hash } };
    expect(link.linkOpens(guest, token)).toBe(true);
    expect(link.linkOpens(guest, link.newOrderLink().token)).toBe(false);
    expect(link.linkOpens(guest, undefined)).toBe(false);
    expect(link.linkOpens(guest, '')).toBe(false);
    expect(link.linkOpens({}, token)).toBe(false);
    expect(link.linkOpens(null, token)).toBe(false);
  });

  it('seals the token under the Idempotency-Key: only that key opens it', () => {
    const { token } = link.newOrderLink();
    const action = guards.takeCheckoutKeyAction('key-one-1234', { orderId: 7, bodyHash: 'h', token }, new Date());
    const item = action.write.Put!.Item as Record<string, string>;
    expect(JSON.stringify(item)).not.toContain(token);
    expect(guards.openSealedToken('key-one-1234', item.sealedToken!)).toBe(token);
    expect(() => guards.openSealedToken('key-two-1234', item.sealedToken!)).toThrow();
  });

  it('reads an order number in any case, and writes the link the mails carry', () => {
    expect(orderIdOfNumber('ORD-000123')).toBe(123);
    expect(orderIdOfNumber('ord-42')).toBe(42);
    expect(orderIdOfNumber('ORD-0')).toBeNull();
    expect(orderIdOfNumber('ORD-12x')).toBeNull();
    expect(orderLinkPath(123, 'abc_-')).toBe('/order/ORD-000123?t=abc_-');
  });
});

describe("a guest's browser cart and a code's counters (issue 32)", () => {
  it('merges the same product and variant into one line, numbered from 1', async () => {
    const { browserCart } = await import('../../functions/domain/cart/browser-cart');
    const { lines } = browserCart([
      { product_id: 1, quantity: 2 },
      { product_id: 2, variant_id: 5, quantity: 1 },
      { product_id: 1, variant_id: null, quantity: 3 },
      { product_id: 2, variant_id: 6, quantity: 1 },
    ]);
    expect(lines.map((l) => [l.id, l.productId, l.variantId, l.quantity])).toEqual([
      [1, 1, null, 5],
      [2, 2, 5, 1],
      [3, 2, 6, 1],
    ]);
  });

  it("checks a guest by e-mail and phone, an account by its own counter, and counts the account's phone too", async () => {
    const { checkedCounters, takenCounters } = await import('../../functions/domain/promotions/code-customer');
    const guest = { email: ' Nimal@Example.LK ', phone: '077 123 4567' };
    expect(checkedCounters(guest)).toEqual(['EMAIL#nimal@example.lk', 'PHONE#+94771234567']);
    expect(takenCounters(guest)).toEqual(checkedCounters(guest));
    expect(checkedCounters({ userId: 7, phone: '0771234567' })).toEqual(['USER#0000000007']);
    expect(takenCounters({ userId: 7, phone: '0771234567' })).toEqual(['USER#0000000007', 'PHONE#+94771234567']);
    expect(checkedCounters(null)).toEqual([]);
  });
});
