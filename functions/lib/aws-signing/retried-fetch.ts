/** Attempts in all, as the SDK's standard retry mode makes. */
const MAX_ATTEMPTS = 3;

/**
 * Error codes the SDK's standard retry mode tries again (its throttling and transient lists) besides any 5xx and
 * 429. SQS answers throttling with a 400 `ThrottlingException` or `RequestThrottled`; S3 with a 503 `SlowDown`.
 */
const THROTTLING = new Set([
  'Throttling',
  'ThrottlingException',
  'ThrottledException',
  'RequestThrottled',
  'RequestThrottledException',
  'TooManyRequestsException',
  'RequestLimitExceeded',
  'SlowDown',
]);
const TRANSIENT = new Set(['RequestTimeout', 'RequestTimeoutException', 'InternalError', 'ServiceUnavailable']);

/** Full jitter over an exponential step, like the SDK: 100 ms base, 500 ms when throttled, 20 s at most. */
const retryDelay = (attempt: number, throttled: boolean) =>
  Math.random() * Math.min(20_000, (throttled ? 500 : 100) * 2 ** attempt);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type Answer = { ok: true; res: Response } | { ok: false; status: number; code: string };

/**
 * Sends with `send` until a 2xx, an error that is not worth another try, or the last attempt. A failed answer is
 * read once, by `errorCode` (each service spells its error its own way); a connection error on the last attempt is
 * thrown.
 */
export async function retriedFetch(
  send: () => Promise<Response>,
  errorCode: (res: Response) => Promise<string>,
): Promise<Answer> {
  for (let attempt = 1; ; attempt++) {
    let res: Response;
    try {
      res = await send();
    } catch (error) {
      if (attempt >= MAX_ATTEMPTS) throw error;
      await sleep(retryDelay(attempt, false));
      continue;
    }
    if (res.ok) return { ok: true, res };
    const code = await errorCode(res);
    const throttled = res.status === 429 || THROTTLING.has(code);
    const worthAnotherTry = throttled || res.status >= 500 || TRANSIENT.has(code);
    if (!worthAnotherTry || attempt >= MAX_ATTEMPTS) return { ok: false, status: res.status, code };
    await sleep(retryDelay(attempt, throttled));
  }
}
