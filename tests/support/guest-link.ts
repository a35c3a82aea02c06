/** A guest order's link (issue 32) and its actions' paths. */
import { api } from './api';
import { file } from './admin';
import { createTestProduct } from './direct';
import { guestBody, guestCheckout } from './guest';

export interface GuestLink {
  number: string;
  token: string;
  /** The API path of the order's `action` ('' for the order itself) with `?t=` (another token, or none when ''). */
  path(action: string, token?: string): string;
}

export function guestLink(orderLink: string): GuestLink {
  const [number, token] = /\/order\/(ORD-\d+)\?t=(.+)$/.exec(orderLink)!.slice(1) as [string, string];
  return {
    number,
    token,
    path: (action, other) => {
      const t = other ?? token;
      return `/v2/guest/orders/${number}${action}${t ? `?t=${t}` : ''}`;
    },
  };
}

/** POST /v2/guest/orders/{order_number}/slip?t= with `bytes` as the multipart field `slip`. */
export function guestSlip(
  link: GuestLink,
  bytes: Buffer,
  { name = 'slip.png', type = 'image/png', token = link.token }: { name?: string; type?: string; token?: string } = {},
) {
  const form = new FormData();
  form.append('slip', file(bytes, name, type));
  return api(link.path('/slip', token), { method: 'POST', body: form });
}

/** A guest's order of `quantity` units of a new product, paid by `payment_method`, and its link. */
export async function guestOrder(payment_method: string, quantity = 1) {
  const product = await createTestProduct({ name: `Link Balm ${Date.now()}`, price: 1000, discount: 0, stock: 20 });
  const body = guestBody([{ product_id: product.id, quantity }], { payment_method });
  const res = await guestCheckout(body);
  if (res.status !== 201) throw new Error(`guest checkout failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { product, body, order: res.body.order as { id: number }, link: guestLink(res.body.order_link) };
}
