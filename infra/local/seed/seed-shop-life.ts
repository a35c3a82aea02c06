import { BatchWriteCommand, UpdateCommand, type UpdateCommandInput } from '@aws-sdk/lib-dynamodb';
import { trackingOf, type CourierName } from '../../../shared/rules/couriers';
import { releasesStock } from '../../../shared/rules/orders';
import { figuresChange, NO_FIGURES, authorName, STARS, type ReviewFigures } from '../../../shared/rules/reviews';
import { hashPassword } from '../../../functions/domain/auth';
import {
  labelOf,
  reviewFiguresAction,
  variantDiscount,
  variantPrice,
  variantsOf,
  type ProductRecord,
} from '../../../functions/domain/catalog';
import { nextIds } from '../../../functions/domain/ids';
import { returnIds } from '../../../functions/domain/returns';
import { pastSalesAction } from '../../../functions/domain/inventory';
import { paymentMethodOf } from '../../../functions/domain/payments';
import {
  newOrder,
  orderIds,
  orderItem,
  statusChangeEvents,
  withStatus,
  type OrderRecord,
} from '../../../functions/domain/orders';
import { reviewIds, reviewItem, reviewRequestAction, type ReviewRecord } from '../../../functions/domain/reviews';
import { statsActions } from '../../../functions/domain/stats';
import { createUser, type UserRecord } from '../../../functions/domain/users';
import { db, tableName } from '../../../functions/lib/clients';
import { planShopLife, SEED_CUSTOMER_PASSWORD, seedCustomers, SHOP_REPLY } from './shop-life';
import { seedReturns } from './seed-returns';

type Item = Record<string, unknown>;

/** Puts items 25 a request, eight requests at a time, until DynamoDB has taken every one. */
async function putAll(items: Item[]): Promise<void> {
  const chunks = Array.from({ length: Math.ceil(items.length / 25) }, (_, i) => items.slice(i * 25, i * 25 + 25));
  await inParallel(chunks, async (chunk) => {
    let pending: Record<string, any[]> | undefined = { [tableName()]: chunk.map((Item) => ({ PutRequest: { Item } })) };
    while (pending && Object.keys(pending).length)
      pending = (await db().send(new BatchWriteCommand({ RequestItems: pending }))).UnprocessedItems;
  });
}

async function inParallel<T>(list: T[], work: (item: T) => Promise<void>, width = 8): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < list.length) await work(list[next++]!);
  };
  await Promise.all(Array.from({ length: width }, worker));
}

type AddUpdate = { Update?: unknown };

/**
 * Transaction Updates of ADDs (the dashboard's counters, units sold, review figures) merged per item: the values
 * of the same attribute added up, so each item is written once. ADDs add up in any order, so this is exact.
 */
function mergedAdds(writes: AddUpdate[]): UpdateCommandInput[] {
  const byItem = new Map<string, { Key: Item; adds: Map<string, number>; condition?: string }>();
  for (const write of writes) {
    const u = write.Update as UpdateCommandInput;
    const names = u.ExpressionAttributeNames ?? {};
    const values = u.ExpressionAttributeValues ?? {};
    const id = JSON.stringify(u.Key);
    const entry = byItem.get(id) ?? { Key: u.Key as Item, adds: new Map(), condition: u.ConditionExpression };
    byItem.set(id, entry);
    for (const [, name, value] of u.UpdateExpression!.matchAll(/(#?\w+) (:\w+)/g)) {
      const attribute = names[name!] ?? name!;
      entry.adds.set(attribute, (entry.adds.get(attribute) ?? 0) + Number(values[value!]));
    }
  }
  return [...byItem.values()].map(({ Key, adds, condition }) => {
    const list = [...adds];
    return {
      TableName: tableName(),
      Key,
      UpdateExpression: `ADD ${list.map((_, i) => `#a${i} :a${i}`).join(', ')}`,
      ...(condition ? { ConditionExpression: condition } : {}),
      ExpressionAttributeNames: Object.fromEntries(list.map(([name], i) => [`#a${i}`, name])),
      ExpressionAttributeValues: Object.fromEntries(list.map(([, value], i) => [`:a${i}`, value])),
    };
  });
}

const SHOP = { kind: 'system' } as const;

async function seedCustomerAccounts(): Promise<UserRecord[]> {
  const passwordHash = await hashPassword(SEED_CUSTOMER_PASSWORD);
  const users: UserRecord[] = new Array(seedCustomers.length);
  await inParallel([...seedCustomers.entries()], async ([i, c]) => {
    users[i] = await createUser({
      userType: 'customer',
      email: `${c.first}.${c.last}`.toLowerCase().replace(/\s+/g, '') + '@example.lk',
      name: `${c.first} ${c.last}`,
      first_name: c.first,
      last_name: c.last,
      mobile: '0771234567',
      passwordHash,
    });
  });
  return users;
}

/** A seeded order's line; a product with sizes is bought in one of them, in turn, so every line names its size. */
function orderedProduct(product: ProductRecord, quantity: number, turn: number) {
  const variants = variantsOf(product);
  if (variants.length === 0) return { quantity, product };
  const variant = variants[turn % variants.length]!;
  return {
    quantity,
    product: { ...product, price: variantPrice(product, variant), discount: variantDiscount(product, variant) },
    variant: { id: variant.id, label: labelOf(product, variant) },
  };
}

/**
 * The seeded shop's life (shop-life.ts): customers, their orders over the last year in every status with the
 * dashboard's counters, and reviews of what they received with each product's figures, all through the domain's
 * own records and arithmetic. Written in batches: a few seconds on the first start.
 */
const SEED_COURIERS: CourierName[] = ['Domex', 'Koombiyo', 'Pronto Lanka'];

/** A shipped seeded order's courier and number, so My Orders and the back-office show tracking from the first start. */
const seedTracking = (orderId: number) =>
  trackingOf(SEED_COURIERS[orderId % SEED_COURIERS.length]!, `KS${String(orderId).padStart(8, '0')}`);

/** The seeded orders are paid cash on delivery. */
const cashOnDelivery = paymentMethodOf('COD');

export async function seedShopLife(products: ProductRecord[], now = new Date()): Promise<string> {
  const users = await seedCustomerAccounts();
  const plan = planShopLife(now, products.length);
  const newOrderIds = await nextIds(orderIds, plan.orders.length);
  const newReviewIds = await nextIds(reviewIds, plan.reviews.length);
  let orders: OrderRecord[] = [];
  for (const [n, planned] of plan.orders.entries()) {
    const user = users[planned.customer]!;
    const place = seedCustomers[planned.customer]!;
    const pending = newOrder(
      newOrderIds[n]!,
      { id: user.id, userType: 'customer', name: user.name, email: user.email },
      {
        first_name: place.first,
        last_name: place.last,
        country: 'Sri Lanka',
        company: '',
        address: '12 Temple Road',
        apartment: '',
        city: place.city,
        state: '',
        postal_code: place.postal,
        phone: '0771234567',
        shipping_address: '',
        marketing_consent: false,
      },
      planned.lines.map((l, i) => orderedProduct(products[l.product]!, l.quantity, n + i)),
      { method: cashOnDelivery.id, ...(await cashOnDelivery.newOrderPayment(planned.placedAt)) },
      planned.placedAt,
    );
    let order = pending;
    for (const move of planned.moves) {
      const at = move.at.toISOString();
      order = withStatus(order, move.to, statusChangeEvents(order, order.status, move.to, SHOP, at), at);
      if (move.to === 'shipped') order = { ...order, tracking: seedTracking(order.id) };
    }
    orders.push(order);
  }

  const reviews: ReviewRecord[] = [];
  const figures = new Map<number, ReviewFigures>();
  for (const [n, planned] of plan.reviews.entries()) {
    const order = orders[planned.order]!;
    const user = users.find((u) => u.id === order.userId)!;
    const product = products[planned.product]!;
    const at = planned.at.toISOString();
    const review: ReviewRecord = {
      id: newReviewIds[n]!,
      productId: product.id,
      userId: user.id,
      author: authorName(user.first_name ?? '', user.last_name ?? ''),
      customerEmail: user.email,
      rating: planned.rating,
      title: planned.title,
      body: planned.body,
      status: 'published',
      hiddenReason: null,
      reply: planned.reply ? { body: SHOP_REPLY, createdAt: at } : null,
      createdAt: at,
      updatedAt: at,
      version: 1,
    };
    reviews.push(review);
    const before = figures.get(product.id) ?? NO_FIGURES;
    const change = figuresChange(null, review);
    figures.set(product.id, {
      count: before.count + change.count,
      sum: before.sum + change.sum,
      stars: Object.fromEntries(STARS.map((s) => [s, before.stars[s] + change.stars[s]])) as ReviewFigures['stars'],
    });
  }

  // A few returns, one in each status, on the newest deliveries (issue 22).
  const returns = seedReturns(orders, await nextIds(returnIds, 5), now);
  orders = returns.orders;

  // Deliveries of the last week still have their review request to come.
  const weekAgo = now.getTime() - 7 * 24 * 3600 * 1000;
  const requests = orders.flatMap((o) => {
    const delivered = o.history?.find((e) => e.kind === 'status' && e.to === 'delivered');
    return delivered && Date.parse(delivered.at) > weekAgo
      ? [reviewRequestAction(o.id, delivered.at).write.Put!.Item]
      : [];
  });
  await putAll([...orders.map(orderItem), ...reviews.map(reviewItem), ...(requests as Item[]), ...returns.items]);

  const counters = orders.flatMap((o) => statsActions(o, null, o.status));
  const sold = new Map<number, number>();
  for (const o of orders.filter((x) => !releasesStock(x.status)))
    for (const l of o.lines) sold.set(l.productId, (sold.get(l.productId) ?? 0) + l.quantity);
  for (const [id, units] of returns.unitsBack) sold.set(id, (sold.get(id) ?? 0) - units);
  const updates = mergedAdds([
    ...counters,
    ...returns.counters,
    ...[...sold].map(([id, units]) => pastSalesAction(id, units)),
    ...[...figures].map(([id, f]) => reviewFiguresAction(id, f).write),
  ]);
  await inParallel(
    updates,
    (u) =>
      db()
        .send(new UpdateCommand(u))
        .then(() => undefined),
    8,
  );
  return `${users.length} customers, ${orders.length} orders, ${reviews.length} reviews, ${returns.items.length / 2} returns`;
}
