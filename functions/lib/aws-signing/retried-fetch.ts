import { backoff } from '../backoff';

/** Like the SDK's default: a 5xx (throttling, an internal error) or a broken connection is tried up to three times. */
export const MAX_ATTEMPTS = 3;

/**
 * Sends with `send` until an answer below 500 or the last attempt, and returns that answer, whatever its status: the
 * caller reads its service's error from it. A connection error on the last attempt is thrown.
 */
export async function retriedFetch(send: () => Promise<Response>): Promise<Response> {
  for (let attempt = 1; ; attempt++) {
    let res: Response;
    try {
      res = await send();
    } catch (error) {
      if (attempt >= MAX_ATTEMPTS) throw error;
      await backoff(attempt);
      continue;
    }
    if (res.status < 500 || attempt >= MAX_ATTEMPTS) return res;
    await res.body?.cancel();
    await backoff(attempt);
  }
}
