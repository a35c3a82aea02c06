/**
 * `npm run bench:dashboard`: seeds DynamoDB Local with 20,000 orders spread over the last year (with their daily
 * aggregates, counted by the same function as the write path) and measures the yearly dashboard: latency and items
 * read. Budget: under 1 s and under 1,000 items read.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmulators } from '../../infra/local/emulators';
import { ensureTable } from '../../infra/local/provision';

const ORDERS = 20_000;
const PRODUCTS = 60;
const RUNS = 10;
const BUDGET_MS = 1000;
const BUDGET_ITEMS = 1000;
const TABLE = 'bench-shop';

function configure(endpoints: { dynamodb: string; s3: string; ses: string }) {
  Object.assign(process.env, {
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    TABLE_NAME: TABLE,
    UPLOADS_BUCKET: 'bench-uploads',
    PUBLIC_BASE_URL: 'http://127.0.0.1:3000',
    MAIL_FROM: 'no-reply@kesara.lk',
    SHOP_EMAIL: 'hello@kesara.lk',
    SIGNING_SECRET: 'bench-signing-secret-of-at-least-32-chars',
    DYNAMODB_ENDPOINT: endpoints.dynamodb,
    S3_ENDPOINT: endpoints.s3,
    SES_ENDPOINT: endpoints.ses,
  });
}

/** A small deterministic random source, so every run seeds the same shop. */
function random(seed: number) {
  let s = seed;
  return () => (s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
}

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-bench-'));
  const emulators = await startEmulators(dataDir, ['bench-uploads']);
  try {
    configure({ dynamodb: emulators.dynamodbEndpoint, s3: emulators.s3Endpoint, ses: emulators.sesEndpoint });
    await ensureTable(emulators.dynamodbEndpoint, TABLE);
    const { BatchWriteCommand } = await import('@aws-sdk/lib-dynamodb');
    const { db, tableName } = await import('../../functions/lib/clients');
    const { productKey } = await import('../../functions/domain/keys');
    const { catalogKeys } = await import('../../functions/domain/catalog/catalog-keys');
    const { orderItem } = await import('../../functions/domain/orders/orders-repo');
    const { orderContribution, orderDay, totalsOnly } = await import('../../functions/domain/stats/order-counters');
    const { sumCounters } = await import('../../functions/domain/stats/stats-repo');
    const { dayItemFor, totalsItemFor } = await import('../../functions/domain/stats/counter-shards');
    type Counters = import('../../functions/domain/stats/order-counters').Counters;
    const { dashboard } = await import('../../functions/domain/stats/dashboard');
    const { CATEGORIES } = await import('../../shared/rules/catalogue');
    const { ORDER_STATUSES } = await import('../../shared/rules/orders');
    const { periodPlan } = await import('../../shared/rules/dashboard-periods');
    const { colomboDate, colomboDayStart } = await import('../../shared/rules/dates');
    type OrderRecord = import('../../functions/domain/orders/order-record').OrderRecord;

    async function putAll(items: Record<string, unknown>[]) {
      const chunks = Array.from({ length: Math.ceil(items.length / 25) }, (_, i) => items.slice(i * 25, i * 25 + 25));
      let next = 0;
      const worker = async () => {
        while (next < chunks.length) {
          let pending: Record<string, any[]> | undefined = {
            [tableName()]: chunks[next++].map((Item) => ({ PutRequest: { Item } })),
          };
          while (pending && Object.keys(pending).length)
            pending = (await db().send(new BatchWriteCommand({ RequestItems: pending })))
              .UnprocessedItems as typeof pending;
        }
      };
      await Promise.all(Array.from({ length: 16 }, worker));
    }

    const seedStart = Date.now();
    const rand = random(42);
    const now = new Date();
    const products = Array.from({ length: PRODUCTS }, (_, i) => ({
      id: i + 1,
      name: `Bench Product ${i + 1}`,
      description: 'Bench.',
      category: CATEGORIES[i % 4],
      brandName: 'Kesara',
      sku: `BENCH-${i + 1}`,
      stock: 1000,
      initialStock: 1000,
      price: 500 + i * 50,
      discount: 0,
      isNew: false,
      featured: false,
      sales: 0,
      images: [{ id: i + 1, path: `products/${i + 1}/${i + 1}.jpg` }],
      userGuidePath: null,
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
    }));
    await putAll(
      products.map((p) => ({
        ...productKey(p.id),
        ...catalogKeys.productInCategory(p.category, p.id),
        ...catalogKeys.productInCatalogue(p.id),
        type: 'product',
        ...p,
      })),
    );

    const weights: Array<[OrderRecord['status'], number]> = [
      ['pending', 0.05],
      ['processing', 0.05],
      ['shipped', 0.05],
      ['delivered', 0.75],
      ['canceled', 0.1],
    ];
    const pickStatus = () => {
      let r = rand();
      for (const [status, w] of weights) if ((r -= w) < 0) return status;
      return 'delivered';
    };
    // The year the yearly dashboard shows: this month and the 11 before it, up to now.
    const yearStart = colomboDayStart(periodPlan('yearly', colomboDate(now)).startDay).getTime();
    const orders: OrderRecord[] = [];
    for (let id = 1; id <= ORDERS; id++) {
      const createdAt = new Date(yearStart + Math.floor(rand() * (now.getTime() - yearStart))).toISOString();
      const lines = Array.from({ length: 1 + Math.floor(rand() * 3) }, (_, i) => {
        const p = products[Math.floor(rand() * PRODUCTS)];
        const quantity = 1 + Math.floor(rand() * 3);
        return {
          id: i + 1,
          productId: p.id,
          name: p.name,
          imagePath: p.images[0].path,
          price: p.price,
          discount: 0,
          quantity,
          totalCents: p.price * 100 * quantity,
        };
      }).filter((l, i, all) => all.findIndex((x) => x.productId === l.productId) === i);
      const subtotalCents = lines.reduce((s, l) => s + l.totalCents, 0);
      orders.push({
        id,
        userId: 1 + (id % 500),
        status: pickStatus(),
        stockReturned: false,
        customer: { name: `Customer ${id % 500}`, email: `c${id % 500}@example.lk`, phone: '0770000000' },
        billing: {
          first_name: 'Bench',
          last_name: 'Customer',
          country: 'Sri Lanka',
          company: '',
          address: '1 Bench Rd',
          apartment: '',
          city: 'Colombo',
          state: 'Western',
          postal_code: '00100',
          phone: '0770000000',
        },
        shippingAddress: '1 Bench Rd',
        paymentMethod: 'COD',
        lines,
        subtotalCents,
        discountCents: 0,
        shippingCents: 35000,
        taxCents: 0,
        totalCents: subtotalCents + 35000,
        estimatedArrival: createdAt.slice(0, 10),
        createdAt,
        updatedAt: createdAt,
      });
    }
    // As the shop keeps them (decision 0059): closed days folded into one item each, today's orders in their
    // shards of the day and every order in its shard of the totals.
    const byItem = new Map<string, { key: { PK: string; SK: string }; list: Counters[] }>();
    const add = (key: { PK: string; SK: string }, counters: Counters) => {
      const entry = byItem.get(key.SK) ?? { key, list: [] };
      entry.list.push(counters);
      byItem.set(key.SK, entry);
    };
    for (const o of orders) {
      add(dayItemFor(o.id, orderDay(o), now), orderContribution(o, o.status));
      add(totalsItemFor(o.id), totalsOnly(orderContribution(o, o.status)));
    }
    const days = [...byItem.values()].map(({ key, list }) => ({ ...key, ...sumCounters(list) }));
    await putAll([...orders.map(orderItem), ...days]);
    console.log(
      `Seeded ${ORDERS} orders, ${days.length} aggregate items (days and totals, with shards) and ${PRODUCTS} products in ${((Date.now() - seedStart) / 1000).toFixed(1)} s.`,
    );
    console.log(
      `Order statuses: ${ORDER_STATUSES.map((s) => `${s} ${orders.filter((o) => o.status === s).length}`).join(', ')}`,
    );

    // Counts what DynamoDB hands back to the dashboard: items of Query, GetItem and BatchGetItem, and read capacity.
    let itemsRead = 0;
    let capacity = 0;
    db().middlewareStack.add(
      (next) => async (args: any) => {
        args.input.ReturnConsumedCapacity = 'TOTAL';
        const result: any = await next(args);
        const out = result.output;
        itemsRead +=
          (out.Items?.length ?? 0) +
          (out.Item ? 1 : 0) +
          Object.values(out.Responses ?? {}).reduce((s: number, list: any) => s + list.length, 0);
        for (const c of [out.ConsumedCapacity].flat()) capacity += c?.CapacityUnits ?? 0;
        return result;
      },
      { step: 'initialize', name: 'benchCounter' },
    );

    const timings: number[] = [];
    let reads: number[] = [];
    let units: number[] = [];
    let sample: Awaited<ReturnType<typeof dashboard>> | undefined;
    for (let i = 0; i < RUNS; i++) {
      itemsRead = 0;
      capacity = 0;
      const t0 = performance.now();
      sample = await dashboard('yearly', now);
      timings.push(performance.now() - t0);
      reads = [...reads, itemsRead];
      units = [...units, capacity];
    }
    const sorted = [...timings].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)];
    console.log(`Yearly dashboard over ${ORDERS} orders (DynamoDB Local, ${RUNS} runs):`);
    console.log(
      `  first call ${timings[0].toFixed(0)} ms, median ${median.toFixed(0)} ms, slowest ${sorted.at(-1)!.toFixed(0)} ms`,
    );
    console.log(`  items read per call: ${reads[0]} (read capacity reported: ${units[0].toFixed(1)} RCU)`);
    console.log(
      `  total_orders ${sample!.stats.total_orders}, returned ${sample!.stats.returned_orders}, ${sample!.sales_graph.labels.length} graph points, ${sample!.best_selling_products.length} best sellers, ${sample!.recent_orders.length} recent orders`,
    );
    const ok = sorted.at(-1)! < BUDGET_MS && Math.max(...reads) < BUDGET_ITEMS && sample!.stats.total_orders === ORDERS;
    console.log(ok ? `Within budget (< ${BUDGET_MS} ms, < ${BUDGET_ITEMS} items).` : 'OVER BUDGET or wrong figures.');
    process.exitCode = ok ? 0 : 1;
  } finally {
    await emulators.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
