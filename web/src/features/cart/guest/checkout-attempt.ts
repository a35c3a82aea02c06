import { ApiError } from '../../../lib/api';

/**
 * The `Idempotency-Key` of one guest checkout attempt (decision 0077). Made at the first Pay Now and sent again with
 * every retry while it is unknown whether the server made the order (no answer, a time-out, a 5xx), so a retry answers
 * the same order instead of a second one. An answer that settles the attempt (the order, or a refusal such as a
 * field to correct) ends it: the next Pay Now is a new attempt with a new key.
 */
export class CheckoutAttempt {
  private current: string | null = null;

  constructor(private readonly makeKey: () => string = () => crypto.randomUUID()) {}

  key(): string {
    this.current ??= this.makeKey();
    return this.current;
  }

  /** What the try came to: `error` undefined for an order placed. */
  settle(error?: unknown): void {
    if (error === undefined || settles(error)) this.current = null;
  }
}

/** The server answered, below 500: it did not make the order, and will not for this body. */
const settles = (error: unknown) =>
  error instanceof ApiError && error.status !== undefined && error.status >= 400 && error.status < 500;
