import { describe, expect, it } from 'vitest';
import { guestReturnPath, pathForOrder } from '../../functions/domain/orders/order-link';
import { kokoReturnPath } from '../../functions/domain/payments/methods/koko/koko-form';

/** Issue 34: the links the server writes for an order lead to the pages in the order's language; English's as before. */
const buyer = { email: 'g@example.com', phone: '0771234567', marketingConsent: false, linkHash: 'h' };
const guest = { id: 123, guest: buyer };
const account = { id: 123, userId: 42 };

describe("an order's links in its language", () => {
  it('puts a Sinhala or Tamil order under /si or /ta, and leaves English and older orders as they were', () => {
    expect(pathForOrder({ language: 'si' }, '/order/ORD-000123?t=abc')).toBe('/si/order/ORD-000123?t=abc');
    expect(pathForOrder({ language: 'ta' as const }, '/orders')).toBe('/ta/orders');
    expect(pathForOrder({ language: 'en' }, '/order/ORD-000123?t=abc')).toBe('/order/ORD-000123?t=abc');
    expect(pathForOrder({}, '/orders')).toBe('/orders');
  });

  it("brings a buyer back from a payment provider to the order's page or the cart, in the order's language", () => {
    expect(guestReturnPath({ ...guest, language: 'ta' as const })).toBe('/ta/order/ORD-000123');
    expect(guestReturnPath({ ...guest })).toBe('/order/ORD-000123');
    expect(guestReturnPath({ ...account, guest: buyer, language: 'si' as const })).toBeNull();
    expect(kokoReturnPath({ ...account, language: 'si' as const })).toBe('/si/cart?complete=123');
    expect(kokoReturnPath({ ...account, language: 'en' as const })).toBe('/cart?complete=123');
    expect(kokoReturnPath({ ...guest, language: 'si' as const })).toBe('/si/order/ORD-000123');
  });
});
