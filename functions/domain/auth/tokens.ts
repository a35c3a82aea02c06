import { randomUUID, sign } from 'node:crypto';
import { config } from '../../lib/config';
import type { UserType } from '../../../shared/routes/access';
import { signingKey } from './signing-key';

/** Access tokens: EdDSA-signed JWTs, verified offline by aws-jwt-verify with the JWKS cached from our own key. */
export const TOKEN_AUDIENCE = 'shop-api';
export const TOKEN_LIFETIME_SECONDS = 7 * 24 * 3600;

export interface TokenClaims {
  sub: string;
  sid: string;
  role: UserType;
}

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

export async function issueToken(userId: number, sessionId: string, role: UserType, now = Date.now()): Promise<string> {
  const key = await signingKey();
  const iat = Math.floor(now / 1000);
  const header = { alg: 'EdDSA', typ: 'JWT', kid: key.kid };
  const payload = {
    iss: config().JWT_ISSUER,
    aud: TOKEN_AUDIENCE,
    sub: String(userId),
    sid: sessionId,
    role,
    iat,
    exp: iat + TOKEN_LIFETIME_SECONDS,
    jti: randomUUID(),
  };
  const signingInput = `${b64(header)}.${b64(payload)}`;
  const signature = sign(null, Buffer.from(signingInput), key.privateKey).toString('base64url');
  return `${signingInput}.${signature}`;
}

type Verifier = { kid: string; verify: (token: string) => Promise<Record<string, unknown>> };
let verifier: Verifier | undefined;

/** A verifier for the current key; made again when the key changed (the signing secret was rotated). */
async function tokenVerifier(): Promise<Verifier> {
  const key = await signingKey();
  if (verifier?.kid === key.kid) return verifier;
  const issuer = config().JWT_ISSUER;
  // Imported here, not at the top: aws-jwt-verify's modules run code when loaded, so a static import would keep it
  // in the bundles of routes that never verify a token (decision 0017), 15 KB each. The subpath leaves out the
  // Cognito and ALB verifiers, which the package's root brings along (5 KB, decision 0045).
  const { JwtVerifier } = await import('aws-jwt-verify/jwt-verifier');
  const v = JwtVerifier.create({ issuer, audience: TOKEN_AUDIENCE, jwksUri: `${issuer}/.well-known/jwks.json` });
  v.cacheJwks({ keys: [key.publicJwk] });
  verifier = { kid: key.kid, verify: (token: string) => v.verify(token as never) as Promise<Record<string, unknown>> };
  return verifier;
}

/** The `kid` of a token's header, without trusting anything else in it. */
function unverifiedKeyId(token: string): string | undefined {
  try {
    const header = JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString('utf8'));
    return typeof header?.kid === 'string' ? header.kid : undefined;
  } catch {
    return undefined;
  }
}

/** The claims of a valid token, or null when it is malformed, forged, expired or for another audience. */
export async function verifyToken(token: string): Promise<TokenClaims | null> {
  try {
    const v = await tokenVerifier();
    // A token naming another key is refused here: the verifier would otherwise try to download that key.
    if (unverifiedKeyId(token) !== v.kid) return null;
    const payload = await v.verify(token);
    const { sub, sid, role } = payload as Partial<TokenClaims>;
    if (typeof sub !== 'string' || typeof sid !== 'string' || typeof role !== 'string') return null;
    return { sub, sid, role };
  } catch {
    return null;
  }
}
