import { useMutation } from '@tanstack/react-query';
import type { Language } from '../../../../../shared/rules/languages';
import { callApi } from '../../../lib/api';
import { keepOrderLink, scopeOfLink } from '../../../lib/order-scope';
import { paymentMethodOf, type CheckoutPayload, type CheckoutSend, type MethodOutcome } from '../../payments';
import type { GuestBuyer } from '../checkout-payload';
import type { GuestCartRequest } from './price-guest-cart';

export interface GuestOrderRequest {
  payload: CheckoutPayload;
  buyer: GuestBuyer;
  cart: GuestCartRequest;
  /** The attempt's `Idempotency-Key`: the same on a retry. */
  key: string;
  /** The page's language, which the order keeps (issue 34). */
  language: Language;
}

/** A guest's Pay Now: the method's outcome, and the order's link once the server made it. */
export type GuestOrderOutcome = MethodOutcome & { orderLink?: string };

/**
 * `POST /api/v2/guest/checkout` (issue 32): the browser's lines and code, the buyer and the billing fields, with the
 * attempt's `Idempotency-Key`. Each method reads the answer as it reads its own route's, which this one extends with
 * `order_link`.
 */
export async function placeGuestOrder({
  payload,
  buyer,
  cart,
  key,
  language,
}: GuestOrderRequest): Promise<GuestOrderOutcome> {
  let orderLink: string | undefined;
  const send: CheckoutSend = async (body) => {
    const answer = await callApi('guest-checkout', {
      body: { ...body, ...buyer, lines: cart.lines, code: cart.code, language },
      headers: { 'Idempotency-Key': key },
    });
    orderLink = answer.order_link;
    // Kept before a provider's page takes the tab: it sends the guest back to the order's page without the token.
    const link = scopeOfLink(orderLink);
    if (link) keepOrderLink(link.orderNumber, link.token);
    // The guest checkout answers exactly what the method's own route answers, plus `order_link`.
    return answer as never;
  };
  const outcome = await paymentMethodOf(payload.payment_method).place(payload, send);
  return { ...outcome, orderLink };
}

export const usePlaceGuestOrder = () => useMutation({ mutationFn: placeGuestOrder });
