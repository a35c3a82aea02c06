import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { createHash } from 'node:crypto';
import { colomboDatePlusDays } from '../../../shared/rules/dates';
import { deliveryRate } from '../../../shared/rules/delivery';
import { lineTotalCents, orderTotals } from '../../../shared/rules/money';
import { DELIVERY_DAYS } from '../../../shared/rules/orders';
import type { CardCheckoutInput } from '../../../shared/validation/checkout';
import { db, tableName } from '../../lib/clients';
import { backoff } from '../../lib/backoff';
import { AppError, badRequest } from '../../lib/errors';
import { nextId } from '../ids';
import { nextVersionAction, readCart, type CartLine, type CartMeta } from '../cart/cart-repo';
import { notEnoughStock } from '../cart/cart-service';
import { getProducts } from '../catalog/products-batch';
import type { ProductRecord } from '../catalog/product-record';
import { takeStockAction } from '../inventory/inventory';
import { keys } from '../keys';
import { statsActions } from '../stats/stats-actions';
import type { UserRecord } from '../users/user-record';
import type { OrderActor, OrderRecord } from '../orders/order-record';
import type { PaymentMethod } from '../../../shared/rules/payments';
import { getOrder, orderItem } from '../orders/orders-repo';

export const EMPTY_CART_MESSAGE = 'Your cart is empty. Add a product before checking out.';
export const CART_CHANGED_MESSAGE = 'Your cart changed while the order was being placed. Please review your cart and try again.';
/** A repeated submission within this window answers the order the first one made. */
const REPLAY_WINDOW_MS = 10 * 60 * 1000;
/** Every checkout also adds to its day's aggregate item, so simultaneous checkouts can conflict there: retry. */
const CONFLICT_RETRIES = 8;

/** How the order will be paid; a card order must be paid within `windowSeconds` or it ends (payments/expiry). */
export type PaymentPlan = { method: 'COD' } | { method: 'CARD'; windowSeconds: number };

export interface PlacedOrder {
  order: OrderRecord;
  replayed: boolean;
}

function buildOrder(id: number, user: UserRecord, input: CardCheckoutInput, lines: Array<{ line: CartLine; product: ProductRecord }>, payment: PaymentPlan, now: Date): OrderRecord {
  const priced = lines.map(({ line, product }) => ({ price: product.price, discount: product.discount ?? 0, quantity: line.quantity }));
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
      first_name: input.first_name, last_name: input.last_name, country: input.country, company: input.company, address: input.address,
      apartment: input.apartment, city: input.city, state: input.state, postal_code: input.postal_code, phone: input.phone,
    },
    shippingAddress: input.shipping_address || input.address,
    paymentMethod: payment.method,
    paymentStatus: payment.method === 'CARD' ? 'unpaid' : 'on_delivery',
    ...(payment.method === 'CARD' ? { paymentDeadline: new Date(now.getTime() + payment.windowSeconds * 1000).toISOString() } : {}),
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
export async function placeOrder(user: UserRecord, input: CardCheckoutInput, payment: PaymentPlan = { method: 'COD' }): Promise<PlacedOrder> {
  for (let attempt = 0; ; attempt++) {
    const { lines, meta } = await readCart(user.id);
    const products = await getProducts(lines.map((l) => l.productId));
    const available = lines.filter((l) => products.has(l.productId)).map((line) => ({ line, product: products.get(line.productId)! }));
    if (available.length === 0) {
      const replay = await replayOf(meta, payment.method);
      if (replay) return { order: replay, replayed: true };
      throw badRequest(EMPTY_CART_MESSAGE);
    }
    const short = available.find(({ line, product }) => line.quantity > product.stock);
    if (short) throw notEnoughStock(short.product);

    const order = buildOrder(await nextId('ORDER'), user, input, available, payment, new Date());
    const gone = lines.filter((l) => !products.has(l.productId));
    const transactItems = [
      ...available.map(({ line, product }) => takeStockAction({ productId: product.id, quantity: line.quantity, price: product.price, discount: product.discount ?? 0 })),
      { Put: { TableName: tableName(), Item: orderItem(order), ConditionExpression: 'attribute_not_exists(PK)' } },
      ...statsActions(order, null, order.status),
      ...[...available.map((a) => a.line), ...gone].map((l) => ({ Delete: { TableName: tableName(), Key: keys.cartLine(user.id, l.productId) } })),
      nextVersionAction(user.id, meta.version, { lastOrderId: order.id, lastOrderVersion: meta.version + 1, lastOrderAt: order.createdAt }),
    ];
    try {
      await db().send(
        new TransactWriteCommand({
          TransactItems: transactItems,
          ClientRequestToken: createHash('sha256').update(`${user.id}:${meta.version}:${order.id}`).digest('hex').slice(0, 36),
        }),
      );
      return { order, replayed: false };
    } catch (error) {
      if (!(error instanceof TransactionCanceledException)) throw error;
      const reasons = error.CancellationReasons ?? [];
      const metaReason = reasons[reasons.length - 1];
      if (metaReason?.Code === 'ConditionalCheckFailed') {
        // Another submission of this cart (a double click) or a cart change won the race.
        const replay = await replayOf((await readCart(user.id)).meta, payment.method);
        if (replay) return { order: replay, replayed: true };
        throw new AppError(409, CART_CHANGED_MESSAGE);
      }
      const failedProduct = available.find((_, i) => reasons[i]?.Code === 'ConditionalCheckFailed');
      if (failedProduct) {
        const raw = reasons[available.indexOf(failedProduct)]?.Item;
        const current = raw ? (unmarshall(raw) as ProductRecord) : undefined;
        if (!current || current.stock < failedProduct.line.quantity) throw notEnoughStock({ ...failedProduct.product, stock: Number(current?.stock ?? 0) });
        // The price changed after the customer saw it: never charge a price they did not see.
        throw new AppError(409, `The price of ${failedProduct.product.name} has just changed. Please review your cart and place the order again.`);
      }
      const onlyConflicts = reasons.every((r) => !r.Code || r.Code === 'None' || r.Code === 'TransactionConflict');
      if (onlyConflicts && attempt < CONFLICT_RETRIES) {
        await backoff(attempt);
        continue;
      }
      throw error;
    }
  }
}
