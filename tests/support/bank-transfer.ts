/** Helpers of the bank-transfer tests: an order placed by transfer, its slip sent, and staff's decision on it. */
import { api, registerCustomer, type Customer } from './api';
import { file, PDF, PNG, SEED_JPEG } from './admin';
import { checkout, fillCart } from './checkout';
import { createTestProduct } from './direct';

export { PDF, PNG, SEED_JPEG };

/** A customer's bank-transfer order of `quantity` units of a new product (price 1,000 LKR, no discount). */
export async function bankOrder(stock = 10, quantity = 2, customer?: Customer) {
  const product = await createTestProduct({
    name: `Transfer Balm ${Math.random().toString(36).slice(2, 7)}`,
    price: 1000,
    discount: 0,
    stock,
  });
  const buyer = customer ?? (await registerCustomer());
  await fillCart(buyer, [[product.id, quantity]]);
  const res = await checkout(buyer, { payment_method: 'BANK_TRANSFER' });
  if (res.status !== 201) throw new Error(`checkout failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { product, customer: buyer, res, order: res.body.order as { id: number; total: number } };
}

/** POST /v2/user/orders/{order_id}/slip with `bytes` as the multipart field `slip`. */
export function sendSlip(c: Customer, orderId: number, bytes: Buffer, name = 'slip.png', type = 'image/png') {
  const form = new FormData();
  form.append('slip', file(bytes, name, type));
  return api(`/v2/user/orders/${orderId}/slip`, { method: 'POST', token: c.token, body: form });
}

/** PUT /v2/admin/orders/{id}/payment. */
export const decide = (token: string, orderId: number, body: Record<string, unknown>) =>
  api(`/v2/admin/orders/${orderId}/payment`, { method: 'PUT', token, body });
