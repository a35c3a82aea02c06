import { backoff } from './backoff';
import { TransactionLostRace } from './transaction';

/** One try and eight more: what most optimistic writes give a race before they answer that the shop is busy. */
export const LOST_RACE_TRIES = 9;

/** The waits grow until the ninth try; a longer run (twenty reviews of one product at once) waits no longer after. */
const LONGEST_WAIT_AFTER = 8;

interface RetryOptions {
  /** How many times `attempt` runs at most (LOST_RACE_TRIES unless said). */
  tries?: number;
  /** What is thrown when the last try lost its race too (the refusal a person reads, or the race itself). */
  whenExhausted: (race: TransactionLostRace) => unknown;
  /** Called before each new try (a metric of retried conflicts). */
  onRetry?: () => void;
}

/**
 * Runs `attempt` (read, decide, write under a condition on what was read) again whenever its transaction lost a race
 * to another write, after a short jittered wait, so it decides again on what is stored now. Any other error ends it
 * at once. `attempt` is told which try it is (0 first).
 */
export async function retryOnLostRace<T>(
  attempt: (tryIndex: number) => Promise<T>,
  { tries = LOST_RACE_TRIES, whenExhausted, onRetry }: RetryOptions,
): Promise<T> {
  for (let tryIndex = 0; ; tryIndex++) {
    try {
      return await attempt(tryIndex);
    } catch (error) {
      if (!(error instanceof TransactionLostRace)) throw error;
      if (tryIndex + 1 >= tries) throw whenExhausted(error);
      onRetry?.();
      await backoff(Math.min(tryIndex, LONGEST_WAIT_AFTER));
    }
  }
}
