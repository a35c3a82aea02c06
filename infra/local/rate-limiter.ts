import { RATE_LIMITS, type RateLimit } from '../rate-limits';

/**
 * The local gateway's per-address limits (the WAF's rate-based rules in the cloud): at most `limit` requests to a
 * route from one address within a sliding window; the next is refused until the oldest counted one leaves it.
 * Refused requests are not counted.
 */
export type RateCheck = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** The shared limits multiplied by `factor` (the RATE_LIMIT_FACTOR setting); 0 turns them off. */
export function localRateLimits(factor: number, limits: readonly RateLimit[] = RATE_LIMITS): RateLimit[] {
  if (factor === 0) return [];
  return limits.map((l) => ({ ...l, limit: Math.max(1, Math.ceil(l.limit * factor)) }));
}

const SWEEP_ABOVE_KEYS = 10_000;

export class RateLimiter {
  private readonly byRoute: Map<string, RateLimit>;
  private readonly seen = new Map<string, number[]>();

  constructor(
    limits: readonly RateLimit[],
    private readonly now: () => number = Date.now,
  ) {
    this.byRoute = new Map(limits.map((l) => [l.routeId, l]));
  }

  check(routeId: string, address: string): RateCheck {
    const rule = this.byRoute.get(routeId);
    if (!rule) return { allowed: true };
    const at = this.now();
    const windowMs = rule.windowSeconds * 1000;
    const key = `${routeId} ${address}`;
    const recent = (this.seen.get(key) ?? []).filter((t) => t > at - windowMs);
    if (recent.length >= rule.limit) {
      this.seen.set(key, recent);
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((recent[0] + windowMs - at) / 1000)) };
    }
    recent.push(at);
    this.seen.set(key, recent);
    if (this.seen.size > SWEEP_ABOVE_KEYS) this.sweep(at);
    return { allowed: true };
  }

  /** Forgets addresses whose counted requests have all left their window, so memory stays bounded. */
  private sweep(at: number): void {
    for (const [key, times] of this.seen) {
      const rule = this.byRoute.get(key.slice(0, key.indexOf(' ')));
      if (!rule || times.every((t) => t <= at - rule.windowSeconds * 1000)) this.seen.delete(key);
    }
  }
}
