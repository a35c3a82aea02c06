import { sriLankanE164 } from '../../../shared/rules/phone-numbers';
import type { GuestCheckoutInput } from '../../../shared/validation/guest';
import { countMetric } from '../../lib/metrics';
import { retryOnLostRace } from '../../lib/retry-on-lost-race';
import { commitTransaction } from '../../lib/transaction';
import { browserCart, cartEmpty } from '../../domain/cart';
import {
  bodyHashOf,
  checkoutKeyReused,
  countPhoneCheckoutAction,
  getOrder,
  newOrderLink,
  openSealedToken,
  readCheckoutKey,
  takeCheckoutKeyAction,
  type OrderRecord,
} from '../../domain/orders';
import type { PaymentMethodPlugin } from '../../domain/payments';
import { shopBusy } from '../../domain/shop-errors';
import { whyNotOffered } from '../steps/method-offer';
import { buildOrder, notePlaced } from '../steps/order-build';
import { announcePlacedOrder } from '../steps/order-placed-news';
import { rememberOffersTicked } from '../steps/offers-ticked';
import { noteCartOrdered } from '../steps/cart-recovered';
import { linkOf, sendGuestOrderLink } from '../steps/guest-order-link';
import { tellStockNews } from '../steps/stock-news';

export interface GuestPlacedOrder {
  order: OrderRecord;
  replayed: boolean;
  /** The order's page, `/order/<order_number>?t=<token>`, under the shop's address. */
  orderLink: string;
}

/** The order a key already made, with its link; a key used with another body is a 422 on the header. */
async function replayOf(key: string, bodyHash: string, now: Date): Promise<GuestPlacedOrder | null> {
  const held = await readCheckoutKey(key, now);
  if (!held) return null;
  if (held.bodyHash !== bodyHash) throw checkoutKeyReused();
  const order = await getOrder(held.orderId);
  if (!order) return null;
  return { order, replayed: true, orderLink: linkOf(order, openSealedToken(key, held.sealedToken)) };
}

/**
 * Places a guest's order (issue 32): the signed-in checkout's order (steps/order-build.ts) from the browser's lines,
 * bought by a guest whom the order alone holds (no account is made), in ONE transaction with the Idempotency-Key
 * (the same key answers the same order, its link included) and the phone's daily count. A code's per-customer limit
 * counts the guest by e-mail and by phone.
 */
async function placeGuestOrder(
  input: GuestCheckoutInput,
  method: PaymentMethodPlugin,
  key: string,
): Promise<GuestPlacedOrder & { confirmation?: { token: string; code: string } }> {
  const bodyHash = bodyHashOf(input);
  const phone = sriLankanE164(input.phone) ?? input.phone.trim();
  const attempt = async () => {
    const now = new Date();
    const replay = await replayOf(key, bodyHash, now);
    if (replay) return replay;
    const refusal = await whyNotOffered(method, undefined, input.phone, now);
    if (refusal) throw refusal;
    const phoneCount = await countPhoneCheckoutAction(input.phone, now);
    const link = newOrderLink();
    const built = await buildOrder({
      lines: browserCart(input.lines).lines,
      buyer: {
        guest: {
          email: input.email,
          phone,
          marketingConsent: input.marketing_consent,
          ...(input.marketing_consent ? { marketingConsentAt: now.toISOString() } : {}),
          linkHash: link.hash,
        },
        name: `${input.first_name} ${input.last_name}`,
        email: input.email,
        language: input.language,
      },
      input,
      method,
      code: { code: input.code, who: { email: input.email, phone: input.phone }, whenStopped: async () => {} },
    });
    if (!built) throw cartEmpty();
    const { order } = built;
    await commitTransaction([
      ...built.actions,
      takeCheckoutKeyAction(key, { orderId: order.id, bodyHash, token: link.token }, now),
      phoneCount,
    ]);
    notePlaced(order, { guest: true });
    return {
      order,
      replayed: false,
      orderLink: linkOf(order, link.token),
      ...(built.confirmation ? { confirmation: built.confirmation } : {}),
    };
  };
  // Requests with one key, or checkouts of one product, race: the losers decide again (and answer the key's order).
  return retryOnLostRace(attempt, {
    whenExhausted: () => shopBusy(),
    onRetry: () => countMetric('CheckoutConflictsRetried'),
  });
}

/**
 * POST /v2/guest/checkout (issue 32): the order, its link, and what the method answers beside it, as the signed-in
 * checkout answers. Once placed (not on a replay) the guest is sent the link by mail and SMS, and what the method
 * sends any buyer (a cash order's confirmation request: a guest's cash order is always confirmed).
 */
export async function guestCheckout<Answer extends object>(
  input: GuestCheckoutInput,
  method: PaymentMethodPlugin<Answer>,
  key: string,
): Promise<GuestPlacedOrder & { answer: Answer }> {
  const placed = await placeGuestOrder(input, method, key);
  if (!placed.replayed)
    await Promise.all([
      announcePlacedOrder(placed, method),
      sendGuestOrderLink(placed.order, placed.orderLink),
      rememberOffersTicked(placed.order, input.marketing_consent),
      noteCartOrdered(placed.order),
      tellStockNews(placed.order.lines.map((l) => l.productId)),
    ]);
  return {
    order: placed.order,
    replayed: placed.replayed,
    orderLink: placed.orderLink,
    answer: await method.checkoutAnswer(placed.order),
  };
}
