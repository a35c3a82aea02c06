/** A guest order's link (issue 32) and its actions' paths. */
import { api } from './api';
import { file } from './admin';

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
