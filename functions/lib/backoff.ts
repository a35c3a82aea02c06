/** Waits a little longer on each attempt, with jitter, before a write that lost a race is tried again. */
export const backoff = (attempt: number) =>
  new Promise((resolve) => setTimeout(resolve, 20 + Math.random() * 60 * (attempt + 1)));
