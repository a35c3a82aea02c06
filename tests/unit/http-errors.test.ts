import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cartEmpty } from '../../functions/domain/cart/cart-errors';
import { outOfStock } from '../../functions/domain/inventory/inventory-errors';
import { shopBusy, tooManyAttempts } from '../../functions/domain/shop-errors';
import { emailTaken } from '../../functions/domain/users/user-errors';
import { DomainError } from '../../functions/lib/domain-error';
import { catalogSearch } from '../../shared/routes/entries/catalog-search';
import { FUNCTION_TEST_ENV } from '../support/function-env';
import { searchContext, searchEvent } from '../support/search-request';
import { linesWrittenBy } from '../support/written-lines';

/**
 * The HTTP wrapper's error answers (decisions 0033, 0034): a domain error gets the contract's answer from the
 * handlers' map; anything else is a 500 whose `request_id` is on that request's error log line, with the stack.
 */
type Http = typeof import('../../functions/handlers/http');
let http: Http;

beforeAll(async () => {
  Object.assign(process.env, {
    ...FUNCTION_TEST_ENV,
    // What Lambda sets in an on-demand execution environment, where Powertools would count a cold start if asked.
    AWS_LAMBDA_INITIALIZATION_TYPE: 'on-demand',
  });
  http = await import('../../functions/handlers/http');
});

afterEach(() => vi.restoreAllMocks());

const event = searchEvent;
const context = searchContext;

/** Calls a handler that throws `error` and returns its answer and the JSON lines it logged. */
async function answerTo(error: unknown, requestId: string) {
  const handler = http.httpHandler(catalogSearch, async () => {
    throw error;
  });
  const { result, lines } = await linesWrittenBy(() => handler(event, context(requestId)));
  return { status: result.statusCode, body: JSON.parse(String(result.body)), lines };
}

describe('metrics of the HTTP wrapper', () => {
  it('publishes what a request counted as embedded metric format, one series per metric and no cold start', async () => {
    const { countMetric } = await import('../../functions/lib/metrics');
    const handler = http.httpHandler(catalogSearch, async () => {
      countMetric('OrdersPlaced');
      throw cartEmpty();
    });
    // The first invocation of this environment (this test runs first in its file) is its cold start.
    const { lines } = await linesWrittenBy(async () => {
      await handler(event, context('req-metric-1'));
      await handler(event, context('req-metric-2'));
    });
    type Emf = { Namespace: string; Dimensions: string[][]; Metrics: Array<{ Name: string }> };
    const shopMetrics = lines.flatMap((l) =>
      ((l._aws as { CloudWatchMetrics: Emf[] } | undefined)?.CloudWatchMetrics ?? []).filter(
        (m) => m.Namespace === 'KesaraShop',
      ),
    );
    const emitted = shopMetrics.flatMap((m) => m.Metrics.map((x) => x.Name));
    expect(emitted).toEqual(['OrdersPlaced', 'OrdersPlaced']);
    // Every dimension value is another custom metric to pay for: `service` only, never the function's name.
    for (const m of shopMetrics) expect(m.Dimensions).toEqual([['service']]);
  });
});

describe('error answers of the HTTP wrapper', () => {
  it('a domain error gets its answer from the map and logs nothing', async () => {
    const out = await answerTo(outOfStock({ name: 'Vetiver Beard Butter', stock: 2 }), 'req-domain');
    expect(out.status).toBe(400);
    expect(out.body).toEqual({
      status: 'error',
      message: 'Not enough stock available. Only 2 of Vetiver Beard Butter left.',
    });
    expect(out.lines.filter((l) => l.level === 'ERROR')).toEqual([]);
  });

  it('a conflict that survived the retries is a 503 asking to try again, with Retry-After, never a 500', async () => {
    const handler = http.httpHandler(catalogSearch, async () => {
      throw shopBusy();
    });
    const busy = await handler(event, context('req-503'));
    expect(busy.statusCode).toBe(503);
    expect(busy.headers['retry-after']).toBe('1');
    expect(JSON.parse(String(busy.body))).toEqual({ status: 'error', message: 'The shop is busy. Please try again.' });
  });

  it('a 429 keeps its Retry-After, a 422 its field', async () => {
    const handler = http.httpHandler(catalogSearch, async () => {
      throw tooManyAttempts('Too many failed sign-in attempts.', 120);
    });
    const limited = await handler(event, context('req-429'));
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('120');
    const taken = await answerTo(emailTaken(), 'req-422');
    expect(taken).toMatchObject({
      status: 422,
      body: {
        status: 'error',
        message: 'The email has already been taken.',
        errors: { email: ['The email has already been taken.'] },
      },
    });
  });

  it('anything else is a 500 whose request_id is on the error line, with the route and the stack', async () => {
    const out = await answerTo(new Error('the table is on fire'), 'req-500-abc');
    expect(out.status).toBe(500);
    expect(out.body).toEqual({
      status: 'error',
      message: 'Something went wrong on our side. Please try again.',
      request_id: 'req-500-abc',
    });
    const errorLines = out.lines.filter((l) => l.level === 'ERROR');
    expect(errorLines).toHaveLength(1);
    expect(errorLines[0]).toMatchObject({
      request_id: 'req-500-abc',
      route: 'catalog-search',
      message: 'request failed',
    });
    const logged = errorLines[0].error as { message: string; stack: string };
    expect(logged.message).toBe('the table is on fire');
    expect(logged.stack).toContain('http-errors.test.ts');
  });

  it('a domain error of a kind no area declares is a logged 500, never a silent pass', async () => {
    const out = await answerTo(new DomainError('not-in-the-map', 'an unmapped refusal'), 'req-unmapped');
    expect(out.status).toBe(500);
    expect(out.lines.some((l) => l.level === 'ERROR' && l.request_id === 'req-unmapped')).toBe(true);
  });
});
