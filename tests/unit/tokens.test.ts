import { beforeAll, describe, expect, it } from 'vitest';
import { FUNCTION_TEST_ENV } from '../support/function-env';

describe('access tokens (EdDSA JWT verified by aws-jwt-verify)', () => {
  let tokens: typeof import('../../functions/domain/auth/tokens');
  let keyModule: typeof import('../../functions/domain/auth/signing-key');

  beforeAll(async () => {
    Object.assign(process.env, {
      ...FUNCTION_TEST_ENV,
      JWT_ISSUER: 'http://127.0.0.1:3000',
    });
    tokens = await import('../../functions/domain/auth/tokens');
    keyModule = await import('../../functions/domain/auth/signing-key');
  });

  it('derives the same key from the same secret and another from another', () => {
    const a = keyModule.signingKeyFromSecret('secret-one-secret-one-secret-one-secret');
    const b = keyModule.signingKeyFromSecret('secret-one-secret-one-secret-one-secret');
    const c = keyModule.signingKeyFromSecret('secret-two-secret-two-secret-two-secret');
    expect(a.publicJwk).toEqual(b.publicJwk);
    expect(a.publicJwk.x).not.toBe(c.publicJwk.x);
  });

  it('verifies its own token and returns the claims', async () => {
    const token = await tokens.issueToken(7, 'session-1', 'customer');
    expect(await tokens.verifyToken(token)).toEqual({ sub: '7', sid: 'session-1', role: 'customer' });
  });

  it('rejects a tampered payload, a foreign signature and an expired token', async () => {
    const token = await tokens.issueToken(7, 'session-1', 'customer');
    const [h, p, s] = token.split('.');
    const payload = JSON.parse(Buffer.from(p, 'base64url').toString());
    const forged = `${h}.${Buffer.from(JSON.stringify({ ...payload, role: 'admin' })).toString('base64url')}.${s}`;
    expect(await tokens.verifyToken(forged)).toBeNull();
    expect(await tokens.verifyToken(`${h}.${p}.${Buffer.alloc(64).toString('base64url')}`)).toBeNull();
    const old = await tokens.issueToken(7, 'session-1', 'customer', Date.now() - 8 * 24 * 3600 * 1000);
    expect(await tokens.verifyToken(old)).toBeNull();
    expect(await tokens.verifyToken('garbage')).toBeNull();
  });

  it('refuses a token that names another key before trying to fetch that key', async () => {
    const token = await tokens.issueToken(7, 'session-1', 'customer');
    const [h, p, sig] = token.split('.');
    const header = JSON.parse(Buffer.from(h, 'base64url').toString());
    const otherKid = `${Buffer.from(JSON.stringify({ ...header, kid: 'someone-elses-key' })).toString('base64url')}.${p}.${sig}`;
    expect(await tokens.verifyToken(otherKid)).toBeNull();
    const noKid = `${Buffer.from(JSON.stringify({ alg: header.alg, typ: 'JWT' })).toString('base64url')}.${p}.${sig}`;
    expect(await tokens.verifyToken(noKid)).toBeNull();
  });
});
