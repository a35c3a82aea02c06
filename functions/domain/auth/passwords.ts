import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { config } from '../../lib/config';

/**
 * scrypt from node:crypto, stored as `scrypt$N$r$p$salt$hash` (base64url parts), so every hash carries its own
 * cost and older hashes keep verifying. New hashes use OWASP's recommended cost (N=2^17, r=8, p=1); a hash made
 * with a lower cost is upgraded at the owner's next successful sign-in (sign-in.ts).
 */
export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

export const OWASP_SCRYPT_COST: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };
/** The cost of the shop's first hashes; only a local shop started with LOCAL_FAST_PASSWORD_HASHING=1 (the test suites) still makes them. */
export const FAST_LOCAL_SCRYPT_COST: ScryptCost = { N: 2 ** 14, r: 8, p: 1 };
const KEY_LENGTH = 64;

/** scrypt needs 128 * N * r bytes (128 MiB at the OWASP cost); Node refuses above `maxmem`, 32 MiB by default. */
const maxmemFor = (cost: ScryptCost) => 128 * cost.N * cost.r + 32 * 1024 * 1024;

/** The cost new hashes get: OWASP's, unless the local-only fast setting is on. */
export function currentCost(): ScryptCost {
  return config().LOCAL_FAST_PASSWORD_HASHING ? FAST_LOCAL_SCRYPT_COST : OWASP_SCRYPT_COST;
}

function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password, salt, KEY_LENGTH, { ...cost, maxmem: maxmemFor(cost) }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string, cost: ScryptCost = currentCost()): Promise<string> {
  const salt = randomBytes(16);
  const hash = await derive(password, salt, cost);
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

interface StoredHash {
  cost: ScryptCost;
  salt: Buffer;
  hash: Buffer;
}

function parseStored(stored: string | undefined): StoredHash | null {
  const parts = stored?.split('$') ?? [];
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [, n, r, p, salt, hash] = parts;
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  if (![cost.N, cost.r, cost.p].every((v) => Number.isSafeInteger(v) && v > 0)) return null;
  return { cost, salt: Buffer.from(salt, 'base64url'), hash: Buffer.from(hash, 'base64url') };
}

export async function verifyPassword(password: string, stored: string | undefined): Promise<boolean> {
  const parsed = parseStored(stored);
  if (!parsed) {
    // Spend the same time as a real check so an unknown e-mail is not told apart by timing.
    await derive(password, randomBytes(16), currentCost());
    return false;
  }
  const actual = await derive(password, parsed.salt, parsed.cost);
  return actual.length === parsed.hash.length && timingSafeEqual(actual, parsed.hash);
}

/** True when a (verified) stored hash is cheaper than what new hashes get, so it should be made again. */
export function needsRehash(stored: string, target: ScryptCost = currentCost()): boolean {
  const parsed = parseStored(stored);
  if (!parsed) return false;
  const { N, r, p } = parsed.cost;
  return N < target.N || r < target.r || p < target.p;
}
