import type { CardCheckoutInput } from '../../../shared/validation/checkout';
import { log } from '../../lib/log';
import { countMetric } from '../../lib/metrics';
import type { TransactionAction } from '../../lib/transaction';
import { lineOffer, type LineOffer } from '../../domain/cart';
import { getProducts, type ProductRecord } from '../../domain/catalog';
import { nextId } from '../../domain/ids';
import { outOfStock, takeStock, takeVariantsStock } from '../../domain/inventory';
import { newOrder, newOrderAction, orderIds, type OrderCustomer, type OrderRecord } from '../../domain/orders';
import type { PaymentMethodPlugin } from '../../domain/payments';
import { statsActions } from '../../domain/stats';
import { checkoutDiscount, type OrderCode } from './checkout-discount';

/** A line an order is asked for: a signed-in cart's line, or a guest's browser line (issue 32). */
export interface WantedLine {
  productId: number;
  variantId: number | null;
  quantity: number;
}

/** What an order is placed from: its lines, its buyer, the checkout's fields, its method and its code. */
export interface OrderPlan {
  lines: readonly WantedLine[];
  buyer: OrderCustomer;
  input: CardCheckoutInput;
  method: PaymentMethodPlugin;
  code: OrderCode;
}

/** A new order (still only in memory), the transaction items that place it, and the secrets to send once. */
export interface BuiltOrder {
  order: OrderRecord;
  actions: TransactionAction[];
  confirmation?: { token: string; code: string };
}

interface BoughtLine {
  line: WantedLine;
  product: ProductRecord;
  offer: LineOffer;
}

/**
 * The part of every checkout that does not depend on where its lines come from (decision 0025): the server's prices,
 * the stock, the method's payment and confirmation, the code checked again, the method's total check; and the items
 * of its one transaction: every product's stock taken under `stock >= qty` (and an unchanged price), the order, its
 * confirmation's link, the code's use and the dashboard's counters. Null when no line can be bought (a gone product,
 * a removed variant); a short product is a 400 that names it. Nothing is written here.
 */
export async function buildOrder({ lines, buyer, input, method, code }: OrderPlan): Promise<BuiltOrder | null> {
  const products = await getProducts(lines.map((l) => l.productId));
  const available = lines
    .filter((l) => products.has(l.productId))
    .map((line) => {
      const product = products.get(line.productId)!;
      return { line, product, offer: lineOffer(product, line.variantId) };
    })
    .filter(({ offer }) => offer.buyable);
  if (available.length === 0) return null;
  const short = available.find(({ line, offer }) => line.quantity > offer.stock);
  if (short) throw outOfStock(short.offer);

  const now = new Date();
  const payment = { method: method.id, ...(await method.newOrderPayment(now)) };
  const confirmation = method.startConfirmation?.(now, 'guest' in buyer) ?? null;
  const undiscounted = newOrder(
    await nextId(orderIds),
    buyer,
    input,
    available.map(({ line, product, offer }) => ({
      quantity: line.quantity,
      product: { ...product, price: offer.price, discount: offer.discount, images: imagesFor(product, offer) },
      variant:
        offer.variant && offer.label
          ? { id: offer.variant.id, label: offer.label, options: offer.variant.options }
          : null,
    })),
    payment,
    now,
  );
  // The discount code, checked again and priced for this order (a 409 when it stopped applying).
  const discounted = await checkoutDiscount(code, undiscounted, products);
  const order = confirmation ? { ...discounted.order, ...confirmation.fields } : discounted.order;
  // A method that takes only some totals (KOKO's range) refuses this one before anything is written.
  await method.checkTotal?.(order.totalCents);
  return {
    order,
    actions: [
      ...stockTakes(available),
      newOrderAction(order),
      ...(confirmation ? [confirmation.linkAction(order.id)] : []),
      ...discounted.codeUses,
      ...statsActions(order, null, order.status).map((write) => ({ write })),
    ],
    ...(confirmation ? { confirmation: { token: confirmation.token, code: confirmation.code } } : {}),
  };
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

/** How many units an order buys (the log line of a placed order). */
const lineUnits = (order: OrderRecord) => order.lines.reduce((sum, l) => sum + l.quantity, 0);

/** Counts and logs an order once its transaction is in, for a customer (`user_id`) or a guest (`guest: true`). */
export function notePlaced(order: OrderRecord, buyer: { user_id: number } | { guest: true }): void {
  countMetric('OrdersPlaced');
  log.info('order placed', {
    order_id: order.id,
    ...buyer,
    payment_method: order.paymentMethod,
    total_cents: order.totalCents,
    units: lineUnits(order),
  });
}
