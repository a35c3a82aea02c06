import { createPublicKey, randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { callbackDataString, rsaSign, rsaVerifies } from '../../../functions/domain/payments';
import { formatLkr } from '../../../shared/rules/money';
import { readBodyWithin } from '../body-limit';
import { esc as escapeHtml } from '../mail-viewer';

/**
 * The local shop's KOKO stand-in, where KOKO_ORDER_URL points locally. `POST /_local/koko` takes the form the browser
 * posts to KOKO's `orderCreate`, checks the merchant's signature over `dataString` as KOKO would, and shows the order
 * and its amount with Pay and Decline. Either one posts KOKO's callback to `_responseUrl`, signed with the stand-in's
 * own key exactly as KOKO signs (over `orderId + trnId + status`), then sends the browser back to `_returnUrl`
 * (Pay) or `_cancelUrl` (Decline). Only the local gateway serves it.
 */
export const KOKO_STAND_IN_PATH = '/_local/koko';
const DECIDE_PATH = `${KOKO_STAND_IN_PATH}/decide`;
const DECLINED = 'DECLINED';

export interface KokoStandInKeys {
  /** The stand-in's own private key: its callbacks are signed with it. */
  privateKey: string;
  /** The merchant's private key the shop signs with; the stand-in checks the form with its public half. */
  merchantPrivateKey: string;
}

const page = (status: number, res: ServerResponse, title: string, body: string) => {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
  res.end(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title></head>` +
      `<body style="font-family:sans-serif;max-width:36rem;margin:2rem auto;padding:0 1rem"><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`,
  );
};

const hidden = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');

const readForm = async (req: IncomingMessage) =>
  Object.fromEntries(new URLSearchParams((await readBodyWithin(req, 64 * 1024)).toString('utf8')));

/** KOKO's own page: the order, its amount, Pay and Decline (after the merchant's signature checks out). */
function showOrder(form: Record<string, string>, keys: KokoStandInKeys, res: ServerResponse) {
  const merchantKey = createPublicKey(keys.merchantPrivateKey).export({ type: 'spki', format: 'pem' }).toString();
  if (!form.dataString || !rsaVerifies(form.dataString, form.signature ?? '', merchantKey))
    return page(400, res, 'KOKO (local stand-in)', '<p role="alert">The merchant signature is not valid.</p>');
  const keep = {
    orderId: form._orderId ?? '',
    responseUrl: form._responseUrl ?? '',
    returnUrl: form._returnUrl ?? '',
    cancelUrl: form._cancelUrl ?? '',
  };
  const button = (status: string, label: string) =>
    `<form method="post" action="${DECIDE_PATH}" style="display:inline">${hidden({ ...keep, status })}<button type="submit">${label}</button></form> `;
  page(
    200,
    res,
    'KOKO (local stand-in)',
    `<p>Order <strong>${escapeHtml(form._reference ?? '')}</strong> for ${escapeHtml(`${form._firstName ?? ''} ${form._lastName ?? ''}`)}</p>` +
      `<p>Amount: <strong data-testid="koko-amount">${escapeHtml(formatLkr(form._amount ?? '0'))}</strong>, in 3 instalments</p>` +
      button('SUCCESS', 'Pay') +
      button(DECLINED, 'Decline'),
  );
}

/** Pay or Decline: KOKO's signed callback to the shop, then the browser back to the shop. */
async function decide(form: Record<string, string>, keys: KokoStandInKeys, res: ServerResponse) {
  const callback = { orderId: form.orderId ?? '', trnId: `LOCALKOKO-${randomUUID()}`, status: form.status ?? DECLINED };
  const signature = rsaSign(callbackDataString(callback), keys.privateKey);
  const answer = await fetch(form.responseUrl ?? '', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...callback, signature }),
  }).catch(() => null);
  if (!answer?.ok)
    return page(502, res, 'KOKO (local stand-in)', `<p role="alert">The shop did not accept the callback.</p>`);
  res.writeHead(303, { location: callback.status === 'SUCCESS' ? form.returnUrl : form.cancelUrl });
  res.end();
}

/** Serves the stand-in's paths; false for any other. */
export async function serveKokoStandIn(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  keys: KokoStandInKeys | undefined,
): Promise<boolean> {
  if (path !== KOKO_STAND_IN_PATH && path !== DECIDE_PATH) return false;
  if (!keys || req.method !== 'POST') {
    page(405, res, 'KOKO (local stand-in)', '<p>Post the checkout form here.</p>');
    return true;
  }
  const form = await readForm(req);
  if (path === KOKO_STAND_IN_PATH) showOrder(form, keys, res);
  else await decide(form, keys, res);
  return true;
}
