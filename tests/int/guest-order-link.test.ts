import { describe, expect, it } from 'vitest';
import { api } from '../support/api';
import { createTestProduct } from '../support/direct';
import { guestBody, guestCheckout } from '../support/guest';

const linkParts = (link: string) => /\/order\/(ORD-\d+)\?t=(.+)$/.exec(link)!.slice(1) as [string, string];

describe("a guest order's link actions (issue 32)", () => {
  it('pays a card order again through its link; a bad token is 404 and a cash order 409', async () => {
    const product = await createTestProduct({ name: 'Guest Pay Oil', price: 2500, stock: 20 });
    const card = await guestCheckout(guestBody([{ product_id: product.id, quantity: 1 }], { payment_method: 'CARD' }));
    const [number, token] = linkParts(card.body.order_link);
    const again = await api(`/v2/guest/orders/${number}/pay?t=${token}`, { method: 'POST' });
    expect(again.status).toBe(200);
    expect(again.body.payhere).toMatchObject({ order_id: String(card.body.order.id) });
    expect(again.body.sdk_url).toBe(card.body.sdk_url);

    const wrong = await api(`/v2/guest/orders/${number}/pay?t=${token.slice(1)}x`, { method: 'POST' });
    expect(wrong.status).toBe(404);
    expect(wrong.body).toEqual({ status: 'error', message: 'Order not found' });

    const cash = await guestCheckout(guestBody([{ product_id: product.id, quantity: 1 }]));
    const [cashNumber, cashToken] = linkParts(cash.body.order_link);
    expect((await api(`/v2/guest/orders/${cashNumber}/pay?t=${cashToken}`, { method: 'POST' })).status).toBe(409);
  });
});
