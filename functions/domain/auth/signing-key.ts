import { createHash, createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { config } from '../../lib/config';
import { maxAgeCache } from '../../lib/max-age-cache';
import { secretString } from '../../lib/secret-string';

/**
 * The Ed25519 key that signs access tokens, derived from one secret string (Secrets Manager in the cloud, a file
 * under DATA_DIR locally). Deriving it means the secret can be a plain generated string: no key-generation step
 * at deploy time, and every function that holds the secret gets the same key.
 */
export interface SigningKey {
  kid: string;
  privateKey: KeyObject;
  publicJwk: { kty: 'OKP'; crv: 'Ed25519'; x: string; kid: string; alg: 'EdDSA'; use: 'sig' };
  /** An HMAC key from the same secret, for links short enough for an SMS (unsubscribe, decision 0081). */
  macKey: Buffer;
}

// PKCS#8 DER prefix of an Ed25519 private key; the 32-byte seed follows it (RFC 8410).
const ED25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

export function signingKeyFromSecret(secret: string): SigningKey {
  const seed = createHash('sha256').update(`shop-token-signing:${secret}`).digest();
  const privateKey = createPrivateKey({
    key: Buffer.concat([ED25519_PKCS8_PREFIX, seed]),
    format: 'der',
    type: 'pkcs8',
  });
  const jwk = createPublicKey(privateKey).export({ format: 'jwk' }) as { x: string };
  const kid = createHash('sha256').update(jwk.x).digest('base64url').slice(0, 16);
  const macKey = createHash('sha256').update(`shop-link-mac:${secret}`).digest();
  return {
    kid,
    privateKey,
    macKey,
    publicJwk: { kty: 'OKP', crv: 'Ed25519', x: jwk.x, kid, alg: 'EdDSA', use: 'sig' },
  };
}

/**
 * How long a function keeps the secret before reading it again: rotating the secret takes effect everywhere within
 * this time, without redeploying or forcing cold starts (tokens signed with the old key then stop verifying).
 */
export const SIGNING_SECRET_MAX_AGE_MS = 5 * 60_000;

async function readSecret(): Promise<string> {
  const c = config();
  if (c.SIGNING_SECRET) return c.SIGNING_SECRET;
  if (!c.SIGNING_SECRET_ARN)
    throw new Error('Invalid shop configuration: set SIGNING_SECRET (local) or SIGNING_SECRET_ARN (cloud)');
  return secretString(c.SIGNING_SECRET_ARN);
}

/** The signing key of a secret source, re-read after `maxAgeMs`; the key is derived again only when the secret changed. */
export function signingKeySource(
  read: () => Promise<string>,
  maxAgeMs = SIGNING_SECRET_MAX_AGE_MS,
  now: () => number = Date.now,
): () => Promise<SigningKey> {
  let last: { secret: string; key: SigningKey } | undefined;
  return maxAgeCache(
    async () => {
      const secret = await read();
      if (last?.secret !== secret) last = { secret, key: signingKeyFromSecret(secret) };
      return last.key;
    },
    maxAgeMs,
    now,
  );
}

// Pure: a bundle that never verifies or issues a token (a public route) leaves this module out (decision 0042).
export const signingKey = /* @__PURE__ */ signingKeySource(readSecret);
