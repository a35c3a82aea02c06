/**
 * A value loaded once and reused until it is older than `maxAgeMs`, then loaded again on the next call. Callers
 * arriving while a load is in flight share it; a failed load is not kept, so the next call tries again.
 * `now` is injectable so tests can move time.
 */
export function maxAgeCache<T>(
  load: () => Promise<T>,
  maxAgeMs: number,
  now: () => number = Date.now,
): () => Promise<T> {
  let entry: { value: Promise<T>; loadedAt: number } | undefined;
  return () => {
    const at = now();
    if (!entry || at - entry.loadedAt >= maxAgeMs) {
      const value = load();
      const current = { value, loadedAt: at };
      entry = current;
      value.catch(() => {
        if (entry === current) entry = undefined;
      });
    }
    return entry.value;
  };
}
