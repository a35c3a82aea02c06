import { createHash } from 'node:crypto';
import { REFUSALS_BEFORE_NO_CASH } from '../../../shared/rules/cod-confirmation';
import type { PaymentMethod } from '../../../shared/rules/payments';
import type { CardCheckoutInput } from '../../../shared/validation/checkout';
import { unauthorized } from '../../lib/errors';
import { log } from '../../lib/log';
import { countMetric } from '../../lib/metrics';
import { retryOnLostRace } from '../../lib/retry-on-lost-race';
import { commitTransaction, type TransactionAction } from '../../lib/transaction';
import {
  cartChanged,
  cartEmpty,
  cartErrors,
  lineOffer,
  nextVersionAction,
  readCart,
  removeLinesActions,
  setCartCode,
  type CartLine,
  type CartMeta,
  type LineOffer,
} from '../../domain/cart';
import { getProducts, type ProductRecord } from '../../domain/catalog';
import { shopBusy } from '../../domain/shop-errors';
import { nextId } from '../../domain/ids';
import { outOfStock, takeStock, takeVariantsStock } from '../../domain/inventory';
import { orderConfirmationMail } from '../../domain/mail';
import { mailChannel, sendMessage } from '../../domain/messages';
import { orderPlacedSms } from '../../domain/sms';
import {
  getOrder,
  newOrder,
  newOrderAction,
  orderIds,
  recentDoorRefusals,
  type OrderRecord,
} from '../../domain/orders';
import { cashWithheld, type PaymentMethodPlugin } from '../../domain/payments';
import { statsActions } from '../../domain/stats';
import { getUser, type UserRecord } from '../../domain/users';
import { checkoutDiscount, dropCodeThatStopped } from '../steps/checkout-discount';
import { askCodConfirmation } from '../steps/cod-confirm-request';
import { sendOrderSms } from '../steps/order-sms';

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
 * S8: builds the order from the server-side cart and the server's prices, in ONE transaction: every product's stock
 * is taken under `stock >= qty` (and an unchanged price), the order is written, the cart lines are deleted and the
 * cart version moves on. A short product is a 400 that names it and changes nothing. A repeated submission of the
 * same cart answers the order already made instead of making a second one. Every payment method takes this path
 * (decision 0025): a card order's stock is held and its cart emptied at once too; its method decides how its
 * payment starts (read before anything is written) and whether it is a sale before it is paid.
 */
async function placeOrder(
  user: UserRecord,
  input: CardCheckoutInput,
  method: PaymentMethodPlugin,
): Promise<PlacedOrder> {
  const attempt = async (): Promise<PlacedOrder> => {
    const { lines, meta } = await readCart(user.id);
    const products = await getProducts(lines.map((l) => l.productId));
    // Lines of a gone product, or of a variant removed from its product, are not ordered (and leave the cart with it).
    const available = lines
      .filter((l) => products.has(l.productId))
      .map((line) => {
        const product = products.get(line.productId)!;
        return { line, product, offer: lineOffer(product, line.variantId) };
      })
      .filter(({ offer }) => offer.buyable);
    if (available.length === 0) {
      const replay = await replayOf(meta, method.id);
      if (replay) return { order: replay, replayed: true };
      throw cartEmpty();
    }
    const short = available.find(({ line, offer }) => line.quantity > offer.stock);
    if (short) throw outOfStock(short.offer);

    const now = new Date();
    const payment = { method: method.id, ...(await method.newOrderPayment(now)) };
    const confirmation = method.startConfirmation?.(now) ?? null;
    const undiscounted = newOrder(
      await nextId(orderIds),
      user,
      input,
      available.map(({ line, product, offer }) => ({
        quantity: line.quantity,
        product: { ...product, price: offer.price, discount: offer.discount, images: imagesFor(product, offer) },
        variant: offer.variant && offer.label ? { id: offer.variant.id, label: offer.label } : null,
      })),
      payment,
      now,
    );
    // The cart's discount code, checked again and priced for this order (a 409 when it stopped applying).
    const discounted = await checkoutDiscount(
      {
        code: meta.discountCode,
        who: { userId: user.id, phone: input.phone },
        whenStopped: () => setCartCode(user.id, null),
      },
      undiscounted,
      products,
    );
    const order = confirmation ? { ...discounted.order, ...confirmation.fields } : discounted.order;
    const codeUses = discounted.codeUses;
    // A method that takes only some totals (KOKO's range) refuses this one before anything is written.
    await method.checkTotal?.(order.totalCents);
    const actions: TransactionAction[] = [
      ...stockTakes(available),
      newOrderAction(order),
      ...(confirmation ? [confirmation.linkAction(order.id)] : []),
      ...codeUses,
      ...statsActions(order, null, order.status).map((write) => ({ write })),
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
      countMetric('OrdersPlaced');
      log.info('order placed', {
        order_id: order.id,
        user_id: user.id,
        payment_method: order.paymentMethod,
        total_cents: order.totalCents,
        units: lineUnits(order),
      });
      const secrets = confirmation ? { token: confirmation.token, code: confirmation.code } : undefined;
      return { order, replayed: false, ...(secrets ? { confirmation: secrets } : {}) };
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

interface BoughtLine {
  line: CartLine;
  product: ProductRecord;
  offer: LineOffer;
}

/**
 * One stock take per product: a product without variants as before; the chosen variants of a product together, in
 * its one update (two sizes of one tee in one cart).
 */
function stockTakes(bought: BoughtLine[]): TransactionAction[] {
  const byProduct = new Map<number, BoughtLine[]>();
  for (const b of bought) byProduct.set(b.product.id, [...(byProduct.get(b.product.id) ?? []), b]);
  return [...byProduct.values()].map((group) => {
    const product = group[0].product;
    if (!group[0].offer.variant)
      return takeStock({
        productId: product.id,
        name: product.name,
        quantity: group[0].line.quantity,
        price: product.price,
        discount: product.discount ?? 0,
      });
    return takeVariantsStock(
      product.id,
      group.map(({ line, offer }) => ({
        variantId: offer.variant!.id,
        quantity: line.quantity,
        name: offer.name,
        price: offer.price,
        discount: offer.discount,
        ownPrice: offer.variant!.price !== undefined,
        ownDiscount: offer.variant!.discount !== undefined,
      })),
    );
  });
}

/** The order line's picture: the variant's own, else the product's first. */
const imagesFor = (product: ProductRecord, offer: LineOffer) => {
  const own = product.images.find((i) => i.id === offer.variant?.imageId);
  return own ? [own] : product.images;
};

const lineUnits = (order: OrderRecord) => order.lines.reduce((sum, l) => sum + l.quantity, 0);

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
 * confirmed once paid. Its stock is held until then, or until its window ends. A method withheld after parcels
 * refused at the door (cash) is refused first for such a customer; a method that asks for a confirmation (cash, issue
 * 31) sends its link and code instead of the SMS that says it is confirmed.
 */
export async function checkout<Answer extends object>(
  userId: number,
  input: CardCheckoutInput,
  method: PaymentMethodPlugin<Answer>,
): Promise<PlacedOrder & { answer: Answer }> {
  const user = await customer(userId);
  if (
    method.withheldAfterRefusals &&
    (await recentDoorRefusals(user.id, input.phone, new Date())) >= REFUSALS_BEFORE_NO_CASH
  )
    throw cashWithheld();
  const placed = await placeOrder(user, input, method);
  if (method.confirmedWhen === 'placed' && !placed.replayed)
    await Promise.all([
      sendMessage(mailChannel, orderConfirmationMail(placed.order)),
      // An order to confirm is texted the request instead of "is confirmed": one SMS either way.
      placed.confirmation
        ? askCodConfirmation(placed.order, placed.confirmation, user)
        : sendOrderSms(placed.order, orderPlacedSms(placed.order), user),
    ]);
  return { ...placed, answer: await method.checkoutAnswer(placed.order) };
}
