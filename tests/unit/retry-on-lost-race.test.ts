import { describe, expect, it } from 'vitest';
import { LOST_RACE_TRIES, retryOnLostRace } from '../../functions/lib/retry-on-lost-race';
import { TransactionLostRace } from '../../functions/lib/transaction';

class Busy extends Error {}

/** An attempt that loses its race `losses` times, then answers its try index. */
function losing(losses: number) {
  const tries: number[] = [];
  const attempt = async (tryIndex: number) => {
    tries.push(tryIndex);
    if (tries.length <= losses) throw new TransactionLostRace();
    return `won on try ${tryIndex}`;
  };
  return { attempt, tries };
}

describe('retryOnLostRace, the one optimistic retry loop', () => {
  it('answers the first try that does not lose a race, telling each try its index', async () => {
    const { attempt, tries } = losing(3);
    await expect(retryOnLostRace(attempt, { whenExhausted: () => new Busy() })).resolves.toBe('won on try 3');
    expect(tries).toEqual([0, 1, 2, 3]);
  });

  it('gives a race nine tries unless told otherwise, then throws what whenExhausted makes', async () => {
    expect(LOST_RACE_TRIES).toBe(9);
    const { attempt, tries } = losing(100);
    const started = Date.now();
    await expect(retryOnLostRace(attempt, { whenExhausted: () => new Busy('busy') })).rejects.toThrow(Busy);
    expect(tries).toHaveLength(9);
    // Eight waits of at least 20 ms each between the nine tries.
    expect(Date.now() - started).toBeGreaterThanOrEqual(8 * 20 - 5);
  });

  it('runs as many tries as it is given, and may rethrow the race itself', async () => {
    const { attempt, tries } = losing(100);
    await expect(retryOnLostRace(attempt, { tries: 3, whenExhausted: (race) => race })).rejects.toBeInstanceOf(
      TransactionLostRace,
    );
    expect(tries).toEqual([0, 1, 2]);
  });

  it('counts each retry, not the first try', async () => {
    const { attempt } = losing(2);
    let retried = 0;
    await retryOnLostRace(attempt, { whenExhausted: () => new Busy(), onRetry: () => retried++ });
    expect(retried).toBe(2);
  });

  it('ends at once on any other error, which it passes on unchanged', async () => {
    const refusal = new Error('Not enough stock');
    let runs = 0;
    const attempt = async () => {
      runs++;
      throw refusal;
    };
    await expect(retryOnLostRace(attempt, { whenExhausted: () => new Busy() })).rejects.toBe(refusal);
    expect(runs).toBe(1);
  });
});
