/**
 * `npm run bench:sale [-- --customers 200 --code WELCOME10]`: a flash sale against a local shop (a fresh `npm start`,
 * or `BENCH_URL`). N customers sign up and fill their carts across the seeded catalogue; half of them apply one
 * discount code (`POST /api/v2/cart/discount`; reported when the route is not there yet); then all of them check out
 * at the same moment. Prints orders placed, refusals by reason, the checkout's p50/p95/p99 latency and every 5xx
 * (there must be none), and checks that the dashboard counted exactly the orders placed (decision 0059).
 */
import { parseArgs } from 'node:util';
import { CATEGORIES } from '../../shared/rules/catalogue';
import { billing } from '../support/billing';
import { benchShop } from './support/local-shop';

const { values: args } = parseArgs({
  options: { customers: { type: 'string', default: '200' }, code: { type: 'string', default: 'WELCOME10' } },
});
const CUSTOMERS = Number(args.customers);
const CODE = args.code;
/** Requests in flight while setting up (sign-ups, carts): the sale itself is all at once. */
const SETUP_AT_ONCE = 8;

// A fresh shop for the bench: no SPA build, no per-address limits (every customer comes from 127.0.0.1), and the
// cheap local password hashing, so setting up 200 accounts takes seconds, not minutes.
process.env.BUILD_SPA ??= 'never';
process.env.RATE_LIMIT_FACTOR ??= '0';
process.env.LOCAL_FAST_PASSWORD_HASHING ??= '1';

interface Answer {
  status: number;
  body: any;
  ms: number;
}

async function call(url: string, path: string, init: { method?: string; token?: string; body?: unknown } = {}) {
  const t0 = performance.now();
  const res = await fetch(`${url}/api${path}`, {
    method: init.method ?? 'GET',
    headers: {
      accept: 'application/json',
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await res.text();
  let body: any = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: kept as text for the report
  }
  return { status: res.status, body, ms: performance.now() - t0 } satisfies Answer;
}

/** Runs `task` for every item, `limit` at a time. */
async function eachLimited<T, R>(items: T[], limit: number, task: (item: T, i: number) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await task(items[i], i);
    }
  };
  await Promise.all(Array.from({ length: limit }, worker));
  return out;
}

function must(answer: Answer, what: string): Answer {
  if (answer.status >= 300) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/** The sum of one metric over the shop's metric lines (embedded metric format, one JSON object a line). */
function metricSum(output: string, name: string): number {
  let sum = 0;
  for (const line of output.split('\n')) {
    if (!line.includes(`"${name}"`)) continue;
    try {
      sum += Number(JSON.parse(line)[name]) || 0;
    } catch {
      // not a whole JSON line
    }
  }
  return sum;
}

async function main() {
  if (!Number.isInteger(CUSTOMERS) || CUSTOMERS < 2) throw new Error('--customers: a whole number of at least 2');
  const started = performance.now();
  const shop = await benchShop();
  try {
    const { url } = shop;
    console.log(`Shop at ${url} (up in ${((performance.now() - started) / 1000).toFixed(0)} s).`);
    const admin = must(
      await call(url, '/v2/login', {
        method: 'POST',
        body: {
          email: process.env.ADMIN_EMAIL ?? 'admin@kesara.lk',
          password: process.env.ADMIN_PASSWORD ?? 'Admin@12345',
        },
      }),
      'admin sign-in',
    ).body.access_token as string;
    const dashboardOrders = async () =>
      must(
        await call(url, '/v2/admin/dashboard', { method: 'POST', token: admin, body: { period: 'weekly' } }),
        'dashboard',
      ).body.data.stats.total_orders as number;

    const lists = await Promise.all(
      CATEGORIES.map((category) => call(url, '/v2/products/filtered_products', { method: 'POST', body: { category } })),
    );
    const listed = lists
      .flatMap((l) => must(l, 'catalogue').body.data as Array<{ id: number; stock: number; price_from?: number }>)
      .filter((p) => p.stock > 0)
      .sort((a, b) => a.id - b.id);
    // A product with sizes is bought in a size: each size in stock is one thing to buy (key `<id>:<variant id>`).
    const products = (
      await Promise.all(
        listed.map(async (p) => {
          if (p.price_from === undefined) return [{ key: `${p.id}`, id: p.id, variantId: null, stock: p.stock }];
          const detail = must(await call(url, `/v2/product/${p.id}`), 'product').body.data as {
            variants: Array<{ id: number; stock: number }>;
          };
          return detail.variants.map((v) => ({ key: `${p.id}:${v.id}`, id: p.id, variantId: v.id, stock: v.stock }));
        }),
      )
    )
      .flat()
      .filter((p) => p.stock > 0);
    const stock = products.reduce((s, p) => s + p.stock, 0);
    console.log(`Catalogue: ${listed.length} products in stock (${products.length} with their sizes), ${stock} units.`);

    // Each customer buys one unit of a product, round the catalogue and never more than its stock (a stock-out is
    // then a refusal only when there are more customers than units): many checkouts of each product at once.
    const left = new Map(products.map((p) => [p.key, p.stock]));
    let next = 0;
    // One more customer checks out alone first: the latency of a checkout with nothing else going on.
    const assigned = Array.from({ length: CUSTOMERS + 1 }, () => {
      const stocked = products.some((p) => left.get(p.key)! > 0);
      let product = products[next++ % products.length];
      while (stocked && left.get(product.key)! === 0) product = products[next++ % products.length];
      left.set(product.key, left.get(product.key)! - 1);
      return product;
    });

    const setupStart = performance.now();
    const run = Date.now().toString(36);
    const customers = await eachLimited(Array.from({ length: CUSTOMERS + 1 }), SETUP_AT_ONCE, async (_, i) => {
      const password = 'Grooming#2026';
      const signUp = must(
        await call(url, '/v2/register', {
          method: 'POST',
          body: {
            name: `Sale Shopper ${i + 1}`,
            email: `sale.${run}.${i + 1}@example.lk`,
            mobile: '0771234567',
            password,
            password_confirmation: password,
          },
        }),
        'sign-up',
      );
      const token = signUp.body.access_token as string;
      const product = assigned[i];
      must(
        await call(url, '/v2/cart/add', {
          method: 'POST',
          token,
          body: { product_id: product.id, variant_id: product.variantId ?? undefined, quantity: 1 },
        }),
        'add to cart',
      );
      const withCode = i % 2 === 0 && i < CUSTOMERS;
      const applied = withCode
        ? await call(url, '/v2/cart/discount', { method: 'POST', token, body: { code: CODE } })
        : null;
      return { token, withCode, applied };
    });
    console.log(
      `Set up ${CUSTOMERS} customers with a cart line each in ${((performance.now() - setupStart) / 1000).toFixed(0)} s.`,
    );
    const codeAnswers = new Map<string, number>();
    for (const c of customers.filter((c) => c.applied)) {
      const key =
        c.applied!.status === 404 || c.applied!.status === 405
          ? `${c.applied!.status} (${c.applied!.body?.message}): the route is not there yet (branch \`codes\`), so this half checks out without a code`
          : `${c.applied!.status}${c.applied!.status >= 300 ? `: ${c.applied!.body?.message}` : ''}`;
      codeAnswers.set(key, (codeAnswers.get(key) ?? 0) + 1);
    }
    console.log(`Code ${CODE} applied by half of them (POST /api/v2/cart/discount):`);
    for (const [answer, n] of codeAnswers) console.log(`  ${n} x ${answer}`);

    const checkoutOf = (c: { token: string }) =>
      call(url, '/v2/checkout', {
        method: 'POST',
        token: c.token,
        body: { payment_method: 'COD', shipping_address: billing.address, ...billing },
      });
    const alone = must(await checkoutOf(customers.pop()!), 'the lone checkout');
    console.log(`One checkout alone: ${alone.ms.toFixed(0)} ms.`);

    const ordersBefore = await dashboardOrders();
    const outputBefore = shop.output().length;
    const saleStart = performance.now();
    const answers = await Promise.all(customers.map(checkoutOf));
    const saleSeconds = (performance.now() - saleStart) / 1000;
    const ordersAfter = await dashboardOrders();

    const placed = answers.filter((a) => a.status === 201);
    const refusals = new Map<string, number>();
    for (const a of answers.filter((a) => a.status !== 201)) {
      const key = `${a.status} ${typeof a.body === 'object' ? a.body?.message : String(a.body).slice(0, 80)}`;
      refusals.set(key, (refusals.get(key) ?? 0) + 1);
    }
    const serverErrors = answers.filter((a) => a.status >= 500);
    const sorted = answers.map((a) => a.ms).sort((x, y) => x - y);

    console.log(`\n${CUSTOMERS} checkouts at once, all answered in ${saleSeconds.toFixed(1)} s:`);
    console.log(`  orders placed: ${placed.length}`);
    console.log(`  refusals by reason:${refusals.size ? '' : ' none'}`);
    for (const [reason, n] of refusals) console.log(`    ${n} x ${reason}`);
    console.log(
      `  latency: p50 ${percentile(sorted, 50).toFixed(0)} ms, p95 ${percentile(sorted, 95).toFixed(0)} ms, p99 ${percentile(sorted, 99).toFixed(0)} ms, slowest ${sorted.at(-1)!.toFixed(0)} ms`,
    );
    console.log(`  5xx: ${serverErrors.length}`);
    const saleOutput = shop.output().slice(outputBefore);
    if (metricSum(saleOutput, 'OrdersPlaced') > 0)
      console.log(
        `  transaction conflicts retried: ${metricSum(saleOutput, 'CheckoutConflictsRetried')} (the shop's metric; OrdersPlaced ${metricSum(saleOutput, 'OrdersPlaced')})`,
      );
    console.log(`  dashboard: ${ordersAfter - ordersBefore} more orders this week (placed: ${placed.length})`);
    const ok = serverErrors.length === 0 && ordersAfter - ordersBefore === placed.length;
    console.log(
      ok ? 'No 5xx, and the dashboard counted every order exactly.' : 'FAILED: a 5xx, or the dashboard is off.',
    );
    process.exitCode = ok ? 0 : 1;
  } finally {
    await shop.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
