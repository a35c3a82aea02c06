import { createHash } from 'node:crypto';
import type { PaymentMethod } from '../../shared/rules/payments';
import type { CardCheckoutInput } from '../../shared/validation/checkout';
import { backoff } from '../lib/backoff';
import { unauthorized } from '../lib/errors';
import { log } from '../lib/log';
import { enqueueMail } from '../lib/mail-queue';
import { countMetric } from '../lib/metrics';
import { commitTransaction, TransactionLostRace, type TransactionAction } from '../lib/transaction';
import { nextVersionAction, readCart, removeLinesActions, type CartMeta } from '../domain/cart';
import { getProducts } from '../domain/catalog';
import { CartChanged, CartEmpty, OutOfStock } from '../domain/errors';
import { nextId } from '../domain/ids';
import { takeStock } from '../domain/inventory';
import { orderConfirmationMail } from '../domain/mail';
import { getOrder, newOrder, newOrderAction, type OrderRecord, type PaymentPlan } from '../domain/orders';
import { payhereSettings, type PayhereSettings } from '../domain/payments';
import { statsActions } from '../domain/stats';
import { getUser, type UserRecord } from '../domain/users';
import { checkoutDiscount, dropCodeThatStopped } from './checkout-discount';

/** A repeated submission within this window answers the order the first one made. */
const REPLAY_WINDOW_MS = 10 * 60 * 1000;
const CONFLICT_RETRIES = 8;

export interface PlacedOrder {
  order: OrderRecord;
  replayed: boolean;
}

/** The order the last submission of this very cart made, if it is recent and paid the same way. */
async function replayOf(meta: CartMeta, method: PaymentMethod): Promise<OrderRecord | null> {
  const recent = meta.lastOrderAt && Date.now() - Date.parse(meta.lastOrderAt) < REPLAY_WINDOW_MS;
  if (!meta.lastOrderId || meta.lastOrderVersion !== meta.version || !recent) return null;
  const order = await getOrder(meta.lastOrderId);
  return order?.paymentMethod === method ? order : null;
}

/**
 * S8: builds the order from the server-side cart and the server's prices, in ONE transaction: every product's stock
 * is taken under `stock >= qty` (and an unchanged price), the order is written, the cart lines are deleted and the
 * cart version moves on. A short product is a 400 that names it and changes nothing. A repeated submission of the
 * same cart answers the order already made instead of making a second one. Card orders (S9) take the same path:
 * their stock is held and the cart emptied at once (decision 0025); they are a sale only once paid.
 */
async function placeOrder(user: UserRecord, input: CardCheckoutInput, payment: PaymentPlan): Promise<PlacedOrder> {
  for (let attempt = 0; ; attempt++) {
    const { lines, meta } = await readCart(user.id);
    const products = await getProducts(lines.map((l) => l.productId));
    const available = lines
      .filter((l) => products.has(l.productId))
      .map((line) => ({ line, product: products.get(line.productId)! }));
    if (available.length === 0) {
      const replay = await replayOf(meta, payment.method);
      if (replay) return { order: replay, replayed: true };
      throw new CartEmpty();
    }
    const short = available.find(({ line, product }) => line.quantity > product.stock);
    if (short) throw new OutOfStock(short.product);

    const order = newOrder(
      await nextId('ORDER'),
      user,
      input,
      available.map(({ line, product }) => ({ quantity: line.quantity, product })),
      payment,
      new Date(),
    );
    // The cart's discount code, checked again and priced for this order (a 409 when it stopped applying).
    const code = await checkoutDiscount(user.id, meta, order, products);
    const gone = lines.filter((l) => !products.has(l.productId));
    const actions: TransactionAction[] = [
      ...available.map(({ line, product }) =>
        takeStock({
          productId: product.id,
          name: product.name,
          quantity: line.quantity,
          price: product.price,
          discount: product.discount ?? 0,
        }),
      ),
      newOrderAction(order),
      ...(code?.useActions(order) ?? []),
      ...statsActions(order, null, order.status).map((write) => ({ write })),
      ...removeLinesActions(
        user.id,
        [...available.map((a) => a.line), ...gone].map((l) => l.productId),
      ).map((write) => ({ write })),
      {
        write: nextVersionAction(user.id, meta.version, {
          lastOrderId: order.id,
          lastOrderVersion: meta.version + 1,
          lastOrderAt: order.createdAt,
          discountCode: null,
        }),
        // Another submission of this cart (a double click) or a cart change won the race; it outranks a stale stock read.
        whenConditionFails: () => new CartChanged(),
        precedence: 1,
      },
    ];
    try {
      const clientRequestToken = createHash('sha256')
        .update(`${user.id}:${meta.version}:${order.id}`)
        .digest('hex')
        .slice(0, 36);
      await commitTransaction(actions, { clientRequestToken });
      countMetric('OrdersPlaced');
      log.info('order placed', {
        order_id: order.id,
        user_id: user.id,
        payment_method: order.paymentMethod,
        total_cents: order.totalCents,
        units: lineUnits(order),
      });
      return { order, replayed: false };
    } catch (error) {
      await dropCodeThatStopped(error, user.id);
      if (error instanceof CartChanged) {
        const replay = await replayOf((await readCart(user.id)).meta, payment.method);
        if (replay) return { order: replay, replayed: true };
      }
      // Every checkout also adds to its day's aggregate item, so simultaneous checkouts can conflict there: retry.
      if (error instanceof TransactionLostRace && attempt < CONFLICT_RETRIES) {
        countMetric('CheckoutConflictsRetried');
        await backoff(attempt);
        continue;
      }
      throw error;
    }
  }
}

const lineUnits = (order: OrderRecord) => order.lines.reduce((sum, l) => sum + l.quantity, 0);

/** The signed-in customer placing the order; an account deleted meanwhile is a 401. */
async function customer(userId: number): Promise<UserRecord> {
  const user = await getUser(userId);
  if (!user) throw unauthorized();
  return user;
}

/**
 * S8 POST /v2/checkout: a cash-on-delivery order, and its confirmation mail (once: a replayed submission answers the
 * order already made and mails nothing).
 */
export async function placeCodOrder(userId: number, input: CardCheckoutInput): Promise<PlacedOrder> {
  const placed = await placeOrder(await customer(userId), input, { method: 'COD' });
  if (!placed.replayed) await enqueueMail(orderConfirmationMail(placed.order));
  return placed;
}

/**
 * S9: a card order, with the PayHere settings its payment is started with; its stock is held until it is paid or
 * its window ends, and it is confirmed by mail once paid.
 */
export async function placeCardOrder(
  userId: number,
  input: CardCheckoutInput,
): Promise<PlacedOrder & { settings: PayhereSettings }> {
  const user = await customer(userId);
  const settings = await payhereSettings();
  const placed = await placeOrder(user, input, { method: 'CARD', windowSeconds: settings.paymentWindowSeconds });
  return { ...placed, settings };
}
