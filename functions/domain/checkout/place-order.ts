import { createHash } from 'node:crypto';
import { colomboDatePlusDays } from '../../../shared/rules/dates';
import { deliveryRate } from '../../../shared/rules/delivery';
import { lineTotalCents, orderTotals } from '../../../shared/rules/money';
import { DELIVERY_DAYS } from '../../../shared/rules/orders';
import type { CardCheckoutInput } from '../../../shared/validation/checkout';
import { backoff } from '../../lib/backoff';
import { tableName } from '../../lib/clients';
import { nextId } from '../ids';
import { log } from '../../lib/log';
import { countMetric } from '../../lib/metrics';
import { commitTransaction, TransactionLostRace, type TransactionAction } from '../../lib/transaction';
import { nextVersionAction, readCart, type CartLine, type CartMeta } from '../cart/cart-repo';
import { getProducts } from '../catalog/products-batch';
import type { ProductRecord } from '../catalog/product-record';
import { CartChanged, CartEmpty, OutOfStock } from '../errors';
import { takeStock } from '../inventory/inventory';
import { keys } from '../keys';
import { statsActions } from '../stats/stats-actions';
import type { UserRecord } from '../users/user-record';
import type { OrderActor, OrderRecord } from '../orders/order-record';
import type { PaymentMethod } from '../../../shared/rules/payments';
import { getOrder, orderItem } from '../orders/orders-repo';

/** A repeated submission within this window answers the order the first one made. */
const REPLAY_WINDOW_MS = 10 * 60 * 1000;
const CONFLICT_RETRIES = 8;

/** How the order will be paid; a card order must be paid within `windowSeconds` or it ends (payments/expiry). */
export type PaymentPlan = { method: 'COD' } | { method: 'CARD'; windowSeconds: number };

export interface PlacedOrder {
  order: OrderRecord;
  replayed: boolean;
}

function buildOrder(
  id: number,
  user: UserRecord,
  input: CardCheckoutInput,
  lines: Array<{ line: CartLine; product: ProductRecord }>,
  payment: PaymentPlan,
  now: Date,
): OrderRecord {
  const priced = lines.map(({ line, product }) => ({
    price: product.price,
    discount: product.discount ?? 0,
    quantity: line.quantity,
  }));
  const totals = orderTotals(priced, deliveryRate(input.city));
  const createdAt = now.toISOString();
  const placedBy: OrderActor = { kind: 'user', id: user.id, role: user.userType, name: user.name };
  return {
    id,
    userId: user.id,
    status: 'pending',
    stockReturned: false,
    customer: { name: user.name, email: user.email, phone: input.phone },
    billing: {
      first_name: input.first_name,
      last_name: input.last_name,
      country: input.country,
      company: input.company,
      address: input.address,
      apartment: input.apartment,
      city: input.city,
      state: input.state,
      postal_code: input.postal_code,
      phone: input.phone,
    },
    shippingAddress: input.shipping_address || input.address,
    paymentMethod: payment.method,
    paymentStatus: payment.method === 'CARD' ? 'unpaid' : 'on_delivery',
    ...(payment.method === 'CARD'
      ? { paymentDeadline: new Date(now.getTime() + payment.windowSeconds * 1000).toISOString() }
      : {}),
    history: [{ at: createdAt, kind: 'placed', by: placedBy, to: 'pending' }],
    lines: lines.map(({ line, product }, i) => ({
      id: i + 1,
      productId: product.id,
      name: product.name,
      imagePath: product.images[0]?.path ?? null,
      price: product.price,
      discount: product.discount ?? 0,
      quantity: line.quantity,
      totalCents: lineTotalCents({ price: product.price, discount: product.discount ?? 0, quantity: line.quantity }),
    })),
    ...totals,
    estimatedArrival: colomboDatePlusDays(now, DELIVERY_DAYS),
    createdAt,
    updatedAt: createdAt,
  };
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
export async function placeOrder(
  user: UserRecord,
  input: CardCheckoutInput,
  payment: PaymentPlan = { method: 'COD' },
): Promise<PlacedOrder> {
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

    const order = buildOrder(await nextId('ORDER'), user, input, available, payment, new Date());
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
      {
        write: {
          Put: { TableName: tableName(), Item: orderItem(order), ConditionExpression: 'attribute_not_exists(PK)' },
        },
      },
      ...statsActions(order, null, order.status).map((write) => ({ write })),
      ...[...available.map((a) => a.line), ...gone].map((l) => ({
        write: { Delete: { TableName: tableName(), Key: keys.cartLine(user.id, l.productId) } },
      })),
      {
        write: nextVersionAction(user.id, meta.version, {
          lastOrderId: order.id,
          lastOrderVersion: meta.version + 1,
          lastOrderAt: order.createdAt,
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
