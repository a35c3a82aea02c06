import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { LOCAL_PAYHERE_APP_ID, LOCAL_PAYHERE_APP_SECRET } from '../../../functions/domain/payments';
import { readBodyWithin } from '../body-limit';

/**
 * The local stand-in of PayHere's Merchant API, for refunds (issue 22): `POST /merchant/v1/oauth/token` (client
 * credentials, `Authorization: Basic base64(app id:app secret)`) and `POST /merchant/v1/payment/refund` (a bearer
 * token it issued; `{payment_id, description, amount}`), answered in PayHere's shapes. Every call is recorded, and
 * `GET /_local/payhere/merchant-calls.json` lists them for tests (loopback only). A payment id starting with
 * `REFUSE` is refused, as PayHere refuses a payment it cannot refund. One starting with `SILENT` is refunded but
 * its answer is lost: the connection is closed without one, as when PayHere's answer never comes (decision 0061).
 */
export const MERCHANT_API_BASE = '/_local/payhere';
const TOKEN_PATH = `${MERCHANT_API_BASE}/merchant/v1/oauth/token`;
const REFUND_PATH = `${MERCHANT_API_BASE}/merchant/v1/payment/refund`;
export const MERCHANT_CALLS_PATH = `${MERCHANT_API_BASE}/merchant-calls.json`;

export interface MerchantCall {
  at: string;
  endpoint: 'token' | 'refund';
  /** The HTTP status the stand-in answered; 0 when it closed the connection without an answer (`SILENT`). */
  status: number;
  /** The form or JSON body as sent. */
  body: Record<string, unknown>;
  /** PayHere's refund id, for a refund it accepted. */
  refundId?: number;
}

const calls: MerchantCall[] = [];
const tokens = new Set<string>();
let nextRefundId = 560000000000;

export interface MerchantApp {
  appId: string;
  appSecret: string;
}

/** The app the stand-in accepts: the one the local shop's functions are given (infra/local/shop.ts). */
export const localMerchantApp = (): MerchantApp => ({
  appId: process.env.PAYHERE_APP_ID ?? LOCAL_PAYHERE_APP_ID,
  appSecret: process.env.PAYHERE_APP_SECRET ?? LOCAL_PAYHERE_APP_SECRET,
});

/** Serves the stand-in's paths; false for any other path. `local`: the caller is on this machine. */
export function serveMerchantApi(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  app: MerchantApp,
  local: boolean,
): boolean {
  if (path !== TOKEN_PATH && path !== REFUND_PATH && path !== MERCHANT_CALLS_PATH) return false;
  const send = (status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  // The calls show payment ids: like the mailbox, only to this machine. The API itself checks its credentials.
  if (path === MERCHANT_CALLS_PATH && !local) {
    send(403, { status: 'error', message: 'The PayHere stand-in is served only to this machine.' });
    return true;
  }
  if (path === MERCHANT_CALLS_PATH) {
    send(200, calls);
    return true;
  }
  if (req.method !== 'POST') {
    send(405, { error: 'method_not_allowed' });
    return true;
  }
  void readBodyWithin(req).then(
    (raw) => {
      const text = raw.toString('utf8');
      if (path === TOKEN_PATH) {
        const body = Object.fromEntries(new URLSearchParams(text));
        const expected = `Basic ${Buffer.from(`${app.appId}:${app.appSecret}`).toString('base64')}`;
        const ok = req.headers.authorization === expected && body.grant_type === 'client_credentials';
        calls.push({ at: new Date().toISOString(), endpoint: 'token', status: ok ? 200 : 401, body });
        if (!ok) return send(401, { error: 'invalid_client', error_description: 'Bad client credentials' });
        const token = randomUUID();
        tokens.add(token);
        return send(200, { access_token: token, token_type: 'bearer', expires_in: 599, scope: 'SANDBOX' });
      }
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(text) as Record<string, unknown>;
      } catch {
        body = {};
      }
      const token = (req.headers.authorization ?? '').replace(/^Bearer /, '');
      if (!tokens.has(token)) {
        calls.push({ at: new Date().toISOString(), endpoint: 'refund', status: 401, body });
        return send(401, { error: 'invalid_token', error_description: `Invalid access token: ${token}` });
      }
      const paymentId = typeof body.payment_id === 'string' ? body.payment_id : '';
      if (!paymentId || paymentId.startsWith('REFUSE')) {
        calls.push({ at: new Date().toISOString(), endpoint: 'refund', status: 200, body });
        return send(200, { status: -1, msg: 'Payment not eligible for refund', data: null });
      }
      const refundId = nextRefundId++;
      if (paymentId.startsWith('SILENT')) {
        calls.push({ at: new Date().toISOString(), endpoint: 'refund', status: 0, body, refundId });
        return void req.socket.destroy();
      }
      calls.push({ at: new Date().toISOString(), endpoint: 'refund', status: 200, body, refundId });
      return send(200, { status: 1, msg: 'Successfully processed the refund', data: refundId });
    },
    () => send(413, { error: 'too_large' }),
  );
  return true;
}
