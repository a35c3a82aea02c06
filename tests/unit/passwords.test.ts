import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  FAST_LOCAL_SCRYPT_COST,
  OWASP_SCRYPT_COST,
  hashPassword,
  needsRehash,
  verifyPassword,
} from '../../functions/domain/auth/passwords';
import { config, resetConfigCache } from '../../functions/lib/config';
import { FUNCTION_TEST_ENV } from '../support/function-env';

const BASE_ENV = {
  ...FUNCTION_TEST_ENV,
};
const saved = { ...process.env };

beforeEach(() => {
  Object.assign(process.env, BASE_ENV);
  delete process.env.LOCAL_FAST_PASSWORD_HASHING;
  delete process.env.STAGE;
  resetConfigCache();
});

afterEach(() => {
  process.env = { ...saved };
  resetConfigCache();
});

describe('password hashing cost', () => {
  it('hashes at OWASP scrypt cost (N=2^17, r=8, p=1) by default, which needs more than the default maxmem', async () => {
    expect(OWASP_SCRYPT_COST).toEqual({ N: 131072, r: 8, p: 1 });
    const stored = await hashPassword('Grooming#2026');
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(await verifyPassword('Grooming#2026', stored)).toBe(true);
    expect(await verifyPassword('Grooming#2027', stored)).toBe(false);
    expect(needsRehash(stored)).toBe(false);
  });

  it('still verifies a hash of the old cost and marks it for an upgrade', async () => {
    const old = await hashPassword('Grooming#2026', FAST_LOCAL_SCRYPT_COST);
    expect(old.startsWith('scrypt$16384$8$1$')).toBe(true);
    expect(await verifyPassword('Grooming#2026', old)).toBe(true);
    expect(needsRehash(old)).toBe(true);
  });

  it('uses the cheaper cost only when the local-only setting is on, and refuses that setting outside the local stage', async () => {
    process.env.LOCAL_FAST_PASSWORD_HASHING = '1';
    resetConfigCache();
    expect((await hashPassword('Grooming#2026')).startsWith('scrypt$16384$8$1$')).toBe(true);

    process.env.STAGE = 'prod';
    resetConfigCache();
    expect(() => config()).toThrow(/LOCAL_FAST_PASSWORD_HASHING is only for the local shop/);
  });

  it('refuses malformed stored hashes without throwing', async () => {
    // Each refusal spends one hash of the current cost; the cheap one keeps this test fast.
    process.env.LOCAL_FAST_PASSWORD_HASHING = '1';
    resetConfigCache();
    for (const stored of [undefined, '', 'bcrypt$x', 'scrypt$0$8$1$c2FsdA$aGFzaA', 'scrypt$abc$8$1$c2FsdA$aGFzaA']) {
      expect(await verifyPassword('Grooming#2026', stored)).toBe(false);
    }
  });
});
