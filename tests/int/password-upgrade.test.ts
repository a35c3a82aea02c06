import { describe, expect, it } from 'vitest';
import { api, uniqueEmail } from '../support/api';
import { useShopBackend } from '../support/direct';
import { httpAnswerOf } from '../support/http-answer';

/**
 * Hashes made at the shop's first scrypt cost are upgraded to OWASP's at the next successful sign-in. The sign-in
 * runs in this test process (with the fast-hashing setting removed, so its target is the OWASP cost)
 * against the shared shop's DynamoDB Local; the shop's own API then signs the customer in with the upgraded hash.
 */
describe('password hashes are upgraded at the next sign-in', () => {
  it('a customer with an N=2^14 hash signs in, the stored hash becomes N=2^17, and the password still works', async () => {
    useShopBackend();
    // This test is about the default (OWASP) cost, so the fast local-only setting of the other tests is off here.
    delete process.env.LOCAL_FAST_PASSWORD_HASHING;
    (await import('../../functions/lib/config')).resetConfigCache();
    const { createUser, findUserByEmail } = await import('../../functions/domain/users/users-repo');
    const { hashPassword, FAST_LOCAL_SCRYPT_COST } = await import('../../functions/domain/auth/passwords');
    const { signIn } = await import('../../functions/flows/workflows/sign-in');
    const email = uniqueEmail('upgrade');
    const password = 'Grooming#2026';
    await createUser({
      userType: 'customer',
      email,
      name: 'Ruwan Jayasinghe',
      mobile: '0771234567',
      passwordHash: await hashPassword(password, FAST_LOCAL_SCRYPT_COST),
    });
    expect((await findUserByEmail(email))?.passwordHash).toMatch(/^scrypt\$16384\$8\$1\$/);

    await expect(httpAnswerOf(signIn(email, 'Wrong#Password1'))).resolves.toMatchObject({ statusCode: 401 });
    expect((await findUserByEmail(email))?.passwordHash).toMatch(/^scrypt\$16384\$8\$1\$/);

    const body = await signIn(email, password);
    expect(body.access_token).toBeTruthy();
    expect((await findUserByEmail(email))?.passwordHash).toMatch(/^scrypt\$131072\$8\$1\$/);

    const viaApi = await api('/v2/login', { method: 'POST', body: { email, password } });
    expect(viaApi.status).toBe(200);
  });
});
