import { createPublicKey, sign } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';
import { api, shopUrl, type Customer } from './api';
import { codBody } from './checkout';

/** The local shop's KOKO key pairs, made at its start (infra/local/koko/local-keys.ts); the tests sign as KOKO would. */
function localKeys(): { merchant: { privateKey: string }; standIn: { privateKey: string } } {
  return JSON.parse(readFileSync(join(inject('shop').dataDir, 'koko-local-keys.json'), 'utf8'));
}

/** The merchant's public key, to check the shop's form signature independently of its own code. */
export const merchantPublicKey = () => createPublicKey(localKeys().merchant.privateKey);

/** KOKO's callback, signed with the stand-in's key over orderId + trnId + status, unless `signature` is given. */
export function kokoCallback(f: { orderId: string; trnId?: string; status: string; signature?: string }) {
  const trnId = f.trnId ?? `TRN-${f.orderId}`;
  const signature =
    f.signature ??
    sign('sha256', Buffer.from(`${f.orderId}${trnId}${f.status}`), localKeys().standIn.privateKey).toString('base64');
  return { orderId: f.orderId, trnId, status: f.status, signature };
}

const formPost = (url: string, form: Record<string, string>) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form),
    redirect: 'manual',
  });

/** Posts a callback as KOKO's servers do: a form, no token. */
export const kokoNotify = (form: Record<string, string>) =>
  api('/v2/koko/notify', {
    method: 'POST',
    body: new URLSearchParams(form).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });

/** POST /v2/koko/checkout for a customer whose cart is filled (the card checkout's body). */
export const kokoCheckout = (c: Customer, over: Record<string, unknown> = {}) => {
  const { payment_method: _cod, ...body } = codBody(over);
  return api('/v2/koko/checkout', { method: 'POST', token: c.token, body });
};

/** The browser's post of the checkout's form to the local stand-in (KOKO_ORDER_URL locally). */
export const postToStandIn = (action: string, fields: Record<string, string>) => formPost(action, fields);

/** Pay or Decline on the stand-in's page: the hidden fields of that button's form, posted. */
export async function decideOnStandIn(page: string, button: 'Pay' | 'Decline'): Promise<Response> {
  const form = [...page.matchAll(/<form method="post" action="([^"]+)"[^>]*>(.*?)<\/form>/g)].find((m) =>
    m[2].includes(`>${button}</button>`),
  );
  if (!form) throw new Error(`No ${button} button on the stand-in's page`);
  const fields = Object.fromEntries(
    [...form[2].matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [m[1], unescape(m[2])]),
  );
  return formPost(`${shopUrl()}${form[1]}`, fields);
}

const unescape = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
