import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { api, registerCustomer } from '../support/api';
import { useShopBackend } from '../support/direct';

/** Issue 10, defect 2: guesses sent at once must count exactly like guesses sent one after another. */
const guess = (email: string, password: string) => api('/v2/login', { method: 'POST', body: { email, password } });

async function storedFailureCount(email: string): Promise<number> {
  useShopBackend();
  const { db, tableName } = await import('../../functions/lib/clients');
  const { authKeys } = await import('../../functions/domain/auth/auth-keys');
  const out = await db().send(
    new GetCommand({ TableName: tableName(), Key: authKeys.loginFailures(email), ConsistentRead: true }),
  );
  return Number(out.Item?.count ?? 0);
}

const statuses = (results: Array<{ status: number }>) =>
  results.reduce<Record<number, number>>((acc, r) => ({ ...acc, [r.status]: (acc[r.status] ?? 0) + 1 }), {});

describe('sign-in lockout under parallel guesses', () => {
  it('40 wrong guesses at once: 5 are checked (401), 35 are refused (429), and the count is exactly 5', async () => {
    const c = await registerCustomer();
    const results = await Promise.all(Array.from({ length: 40 }, (_, i) => guess(c.email, `wrong-${i}`)));
    expect(statuses(results)).toEqual({ 401: 5, 429: 35 });
    for (const r of results.filter((x) => x.status === 429)) {
      expect(r.body.message).toMatch(
        /^Too many failed sign-in attempts\. Please wait 15 minutes and try again, or reset your password\.$/,
      );
      expect(r.headers.get('retry-after')).toMatch(/^\d+$/);
    }
    expect(await storedFailureCount(c.email)).toBe(5);
    // Locked: the right password is refused too, and the refusal does not move the count.
    expect((await guess(c.email, c.password)).status).toBe(429);
    expect(await storedFailureCount(c.email)).toBe(5);
  });

  it('200 guesses at once with the right password last cannot get in', async () => {
    const c = await registerCustomer();
    const wrong = Array.from({ length: 199 }, (_, i) => guess(c.email, `wrong-${i}`));
    const right = guess(c.email, c.password);
    const results = await Promise.all([...wrong, right]);
    expect((await right).status).toBe(429);
    expect(results.filter((r) => r.status === 200)).toHaveLength(0);
    expect(results.filter((r) => r.status === 401)).toHaveLength(5);
  });

  it('parallel guesses on an account that is not locked: the right one gets in and clears the count', async () => {
    const c = await registerCustomer();
    const results = await Promise.all([
      guess(c.email, 'wrong-1'),
      guess(c.email, 'wrong-2'),
      guess(c.email, c.password),
    ]);
    expect(statuses(results)).toEqual({ 200: 1, 401: 2 });
    expect(await storedFailureCount(c.email)).toBeLessThanOrEqual(2);
  });
});
