import { notificationSignature } from '../../../functions/domain/payments';

/**
 * The local shop's PayHere stand-in: a script with the API of PayHere's onsite SDK (`payhere.startPayment(payment)`
 * and the callbacks `onCompleted(orderId)`, `onDismissed()`, `onError(error)`). It shows a small dialog with Pay,
 * Decline and Close; Pay and Decline post a notification to the payment's notify URL, signed with the local
 * merchant secret exactly as PayHere's servers sign theirs, then call the matching callback. Only the local
 * gateway serves it, so the secret it embeds is the local default, never a deployment's.
 */
export const STAND_IN_PATH = '/_local/payhere.js';

/** The browser has no md5, so the stand-in asks the local gateway to sign each notification it posts. */
export const SIGN_PATH = '/_local/payhere/sign';

/** Signs a notification form for the stand-in with the local merchant secret. */
export function signStandInNotification(query: URLSearchParams, merchantSecret: string): { md5sig: string } {
  const field = (name: string) => query.get(name) ?? '';
  const fields = {
    merchant_id: field('merchant_id'),
    order_id: field('order_id'),
    payhere_amount: field('payhere_amount'),
    payhere_currency: field('payhere_currency'),
    status_code: field('status_code'),
  };
  return { md5sig: notificationSignature(fields, merchantSecret) };
}

export const STAND_IN_SCRIPT = `(() => {
  'use strict';
  let counter = 0;
  const style = 'position:fixed;inset:0;background:rgba(0,0,0,.45);display:flex;align-items:center;justify-content:center;z-index:99999;font-family:sans-serif';
  async function post(payment, statusCode) {
    const form = {
      merchant_id: String(payment.merchant_id), order_id: String(payment.order_id), payment_id: 'LOCAL' + Date.now() + (counter++),
      payhere_amount: String(payment.amount), payhere_currency: String(payment.currency), status_code: String(statusCode),
      method: 'VISA', card_no: '************4242', status_message: statusCode === 2 ? 'Successfully completed the payment.' : 'Payment declined by the stand-in.',
    };
    const sig = await fetch(${JSON.stringify(SIGN_PATH)} + '?' + new URLSearchParams(form)).then((r) => r.json());
    form.md5sig = sig.md5sig;
    const res = await fetch(payment.notify_url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form) });
    if (!res.ok) throw new Error('The notify URL answered ' + res.status);
  }
  const payhere = {
    onCompleted: () => {}, onDismissed: () => {}, onError: () => {},
    startPayment(payment) {
      const shade = document.createElement('div');
      shade.setAttribute('style', style);
      shade.innerHTML = '<div role="dialog" aria-modal="true" aria-label="PayHere (local stand-in)" style="background:#fff;padding:24px;border-radius:8px;min-width:300px">'
        + '<h2 style="margin:0 0 8px">PayHere (local stand-in)</h2><p style="margin:0 0 16px"></p>'
        + '<button type="button" data-act="pay">Pay</button> <button type="button" data-act="decline">Decline</button> <button type="button" data-act="close">Close</button></div>';
      shade.querySelector('p').textContent = 'Order ' + payment.order_id + ': ' + payment.currency + ' ' + payment.amount;
      document.body.appendChild(shade);
      const close = () => shade.remove();
      shade.addEventListener('click', async (event) => {
        const act = event.target && event.target.getAttribute && event.target.getAttribute('data-act');
        if (!act) return;
        close();
        try {
          if (act === 'pay') { await post(payment, 2); payhere.onCompleted(payment.order_id); }
          else if (act === 'decline') { await post(payment, -2); payhere.onError('Payment declined'); }
          else payhere.onDismissed();
        } catch (error) { payhere.onError(String(error)); }
      });
    },
  };
  window.payhere = payhere;
})();
`;
