import { fromCents } from '../../../../../shared/rules/money';
import { log } from '../../../../lib/log';
import type { RefundOutcome } from '../method';
import { payhereSettings } from './payhere-config';

/** PayHere's answer must come well inside a route's 10 s. */
const CALL_TIMEOUT_MS = 4000;

interface RefundRequest {
  paymentId: string;
  amountCents: number;
  description: string;
}

/**
 * Refunds part or all of a card payment through PayHere's Merchant API: an OAuth access token for the app
 * (client credentials, `Authorization: Basic base64(app id:app secret)`), then `POST /merchant/v1/payment/refund`
 * with the payment id and the amount. PayHere answers `{"status": 1, "msg": ..., "data": <refund id>}` when it
 * refunded; any other answer is a refusal. No answer at all is `unknown`: the refund may have happened.
 */
export async function refundPayment(request: RefundRequest): Promise<RefundOutcome> {
  const { merchantApi } = await payhereSettings();
  if (!merchantApi.app) {
    log.warn('payhere refund refused: no Merchant API app is configured');
    return { kind: 'refused' };
  }
  const basic = Buffer.from(`${merchantApi.app.id}:${merchantApi.app.secret}`).toString('base64');
  const token = await call(
    `${merchantApi.url}/merchant/v1/oauth/token`,
    {
      authorization: `Basic ${basic}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    'grant_type=client_credentials',
  );
  if (token.kind !== 'answered') return { kind: 'refused' };
  const accessToken = (token.body as { access_token?: unknown } | null)?.access_token;
  if (!token.ok || typeof accessToken !== 'string') {
    log.warn('payhere refund refused: no access token', { http_status: token.status });
    return { kind: 'refused' };
  }
  const refund = await call(
    `${merchantApi.url}/merchant/v1/payment/refund`,
    { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
    JSON.stringify({
      payment_id: request.paymentId,
      description: request.description,
      amount: fromCents(request.amountCents),
    }),
  );
  if (refund.kind !== 'answered') return { kind: 'unknown' };
  const answer = refund.body as { status?: unknown; msg?: unknown; data?: unknown } | null;
  if (refund.ok && answer?.status === 1) return { kind: 'refunded', refundId: String(answer.data ?? '') };
  log.warn('payhere refund refused', { http_status: refund.status, payhere_status: answer?.status, msg: answer?.msg });
  return { kind: 'refused' };
}

type CallResult = { kind: 'answered'; ok: boolean; status: number; body: unknown } | { kind: 'no-answer' };

async function call(url: string, headers: Record<string, string>, body: string): Promise<CallResult> {
  try {
    const res = await fetch(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(CALL_TIMEOUT_MS) });
    const text = await res.text();
    let parsed: unknown = null;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = null;
    }
    return { kind: 'answered', ok: res.ok, status: res.status, body: parsed };
  } catch (error) {
    log.warn('payhere merchant api did not answer', { url, error: String(error) });
    return { kind: 'no-answer' };
  }
}
