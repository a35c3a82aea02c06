import { describe, expect, it } from 'vitest';
import { SIGNING_SECRET_MAX_AGE_MS, signingKeySource } from '../../functions/domain/auth/signing-key';
import { maxAgeCache } from '../../functions/lib/max-age-cache';

const SECRET_A = 'rotation-test-secret-a-rotation-test-secret-a';
const SECRET_B = 'rotation-test-secret-b-rotation-test-secret-b';

describe('the signing secret is cached with a maximum age', () => {
  it('keeps the key for five minutes, then reads the secret again and follows a rotation', async () => {
    let clock = 1_000_000;
    let stored = SECRET_A;
    let reads = 0;
    const key = signingKeySource(
      async () => {
        reads += 1;
        return stored;
      },
      SIGNING_SECRET_MAX_AGE_MS,
      () => clock,
    );

    const first = await key();
    stored = SECRET_B; // rotated in Secrets Manager
    clock += SIGNING_SECRET_MAX_AGE_MS - 1;
    expect((await key()).kid).toBe(first.kid);
    expect(reads).toBe(1);

    clock += 1;
    const rotated = await key();
    expect(reads).toBe(2);
    expect(rotated.kid).not.toBe(first.kid);
    expect(SIGNING_SECRET_MAX_AGE_MS).toBe(5 * 60_000);
  });

  it('re-derives nothing when the secret read again is unchanged', async () => {
    let clock = 0;
    const key = signingKeySource(
      async () => SECRET_A,
      1000,
      () => clock,
    );
    const first = await key();
    clock += 5000;
    expect(await key()).toBe(first);
  });

  it('shares one load between concurrent callers and does not keep a failed load', async () => {
    let calls = 0;
    let fail = true;
    const cached = maxAgeCache(
      async () => {
        calls += 1;
        await new Promise((r) => setTimeout(r, 5));
        if (fail) throw new Error('secrets manager unavailable');
        return calls;
      },
      60_000,
      () => 0,
    );
    const results = await Promise.allSettled([cached(), cached(), cached()]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(calls).toBe(1);
    fail = false;
    expect(await cached()).toBe(2);
    expect(await cached()).toBe(2);
  });
});
