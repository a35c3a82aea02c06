import { createHash } from 'node:crypto';
import type { PaymentMethod } from '../../../shared/rules/payments';
import type { CardCheckoutInput } from '../../../shared/validation/checkout';
import { unauthorized } from '../../lib/errors';
import { countMetric } from '../../lib/metrics';
import { retryOnLostRace } from '../../lib/retry-on-lost-race';
import { commitTransaction, type TransactionAction } from '../../lib/transaction';
import {
  cartChanged,
  cartEmpty,
  cartErrors,
  nextVersionAction,
  readCart,
  removeLinesActions,
  setCartCode,
  type CartMeta,
} from '../../domain/cart';
import { shopBusy } from '../../domain/shop-errors';
import { getOrder, type OrderRecord } from '../../domain/orders';
import type { PaymentMethodPlugin } from '../../domain/payments';
import { getUser, type UserRecord } from '../../domain/users';
import { dropCodeThatStopped } from '../steps/checkout-discount';
import { whyNotOffered } from '../steps/method-offer';
import { buildOrder, notePlaced } from '../steps/order-build';
import { announcePlacedOrder } from '../steps/order-placed-news';
import { rememberOffersTicked } from '../steps/offers-ticked';
import { noteCartOrdered } from '../steps/cart-recovered';
import { tellStockNews } from '../steps/stock-news';

/** A repeated submission within this window answers the order the first one made. */
const REPLAY_WINDOW_MS = 10 * 60 * 1000;

export interface PlacedOrder {
  order: OrderRecord;
  replayed: boolean;
  /** A new order's confirmation link token and code, to send once (issue 31); absent when its method asks none. */
  confirmation?: { token: string; code: string };
}

/** The order the last submission of this very cart made, if it is recent and paid the same way. */
async function replayOf(meta: CartMeta, method: PaymentMethod): Promise<OrderRecord | null> {
  const recent = meta.lastOrderAt && Date.now() - Date.parse(meta.lastOrderAt) < REPLAY_WINDOW_MS;
  if (!meta.lastOrderId || meta.lastOrderVersion !== meta.version || !recent) return null;
  const order = await getOrder(meta.lastOrderId);
  return order?.paymentMethod === method ? order : null;
}

/**
 * S8: builds the order from the server-side cart and the server's prices (steps/order-build.ts), in ONE
 * transaction with the cart: the order's items, the cart lines deleted and the cart version moved on. A short product
 * is a 400 that names it and changes nothing. A repeated submission of the same cart answers the order already made
 * instead of making a second one. Every payment method takes this path (decision 0025): a card order's stock is held
 * and its cart emptied at once too; its method decides how its payment starts (read before anything is written) and
 * whether it is a sale before it is paid.
 */
async function placeOrder(
  user: UserRecord,
  input: CardCheckoutInput,
  method: PaymentMethodPlugin,
): Promise<PlacedOrder> {
  const attempt = async (): Promise<PlacedOrder> => {
    const { lines, meta } = await readCart(user.id);
    const built = await buildOrder({
      lines,
      buyer: user,
      input,
      method,
      code: {
        code: meta.discountCode,
        who: { userId: user.id, phone: input.phone },
        whenStopped: () => setCartCode(user.id, null),
      },
    });
    if (!built) {
      const replay = await replayOf(meta, method.id);
      if (replay) return { order: replay, replayed: true };
      throw cartEmpty();
    }
    const { order } = built;
    const actions: TransactionAction[] = [
      ...built.actions,
      ...removeLinesActions(user.id, lines).map((write) => ({ write })),
      {
        write: nextVersionAction(user.id, meta.version, {
          lastOrderId: order.id,
          lastOrderVersion: meta.version + 1,
          lastOrderAt: order.createdAt,
          discountCode: null,
        }),
        // Another submission of this cart (a double click) or a cart change won the race; it outranks a stale stock read.
        whenConditionFails: () => cartChanged(),
        precedence: 1,
      },
    ];
    try {
      const clientRequestToken = createHash('sha256')
        .update(`${user.id}:${meta.version}:${order.id}`)
        .digest('hex')
        .slice(0, 36);
      await commitTransaction(actions, { clientRequestToken });
      notePlaced(order, { user_id: user.id });
      return { order, replayed: false, ...(built.confirmation ? { confirmation: built.confirmation } : {}) };
    } catch (error) {
      await dropCodeThatStopped(error, user.id);
      if (cartErrors.is(error, 'cart-changed')) {
        const replay = await replayOf((await readCart(user.id)).meta, method.id);
        if (replay) return { order: replay, replayed: true };
      }
      throw error;
    }
  };
  // Checkouts of the same product (or of orders whose ids share a counter shard) can conflict: retry, then a 503.
  return retryOnLostRace(attempt, {
    whenExhausted: () => shopBusy(),
    onRetry: () => countMetric('CheckoutConflictsRetried'),
  });
}

/** The signed-in customer placing the order; an account deleted meanwhile is a 401. */
async function customer(userId: number): Promise<UserRecord> {
  const user = await getUser(userId);
  if (!user) throw unauthorized();
  return user;
}

/**
 * A checkout (S8, S9): the order placed with the method's payment, and what the method answers beside it (PayHere's
 * payment object for a card). A method whose orders are confirmed when placed (cash on delivery) mails and texts the
 * confirmation then, once: a replayed submission answers the order already made and sends nothing; a card order is
 * confirmed once paid. Its stock is held until then, or until its window ends. A method the shop does not offer, or
 * one withheld after parcels refused at the door (cash) from such a customer, is refused first; a method that asks for a confirmation (cash, issue
 * 31) sends its link and code instead of the SMS that says it is confirmed.
 */
export async function checkout<Answer extends object>(
  userId: number,
  input: CardCheckoutInput,
  method: PaymentMethodPlugin<Answer>,
): Promise<PlacedOrder & { answer: Answer }> {
  const user = await customer(userId);
  const refusal = await whyNotOffered(method, user.id, input.phone, new Date());
  if (refusal) throw refusal;
  const placed = await placeOrder(user, input, method);
  if (!placed.replayed)
    await Promise.all([
      announcePlacedOrder(placed, method, user),
      rememberOffersTicked(placed.order, input.marketing_consent),
      noteCartOrdered(placed.order),
      tellStockNews(placed.order.lines.map((l) => l.productId)),
    ]);
  return { ...placed, answer: await method.checkoutAnswer(placed.order) };
}
