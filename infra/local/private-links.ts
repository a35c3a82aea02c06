import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { timingSafeEqual } from 'node:crypto';
import type { Readable } from 'node:stream';
import { EMULATOR_CREDENTIALS } from '../../functions/lib/clients';

/**
 * Where the local shop's signed links to private files (bank slips) point. s3rver checks no signature, so this path
 * does what S3 does before it hands out an object: it refuses a link that is unsigned, whose signature does not
 * match the request (a changed key, a forged signature) or whose time is up, with 403. The signature is computed
 * again with the SDK's own signer, from the same key the functions sign with.
 */
export const PRIVATE_LINK_PATH = '/_local/private';

/** S3's longest presigned link: 7 days. */
const MAX_EXPIRES_SECONDS = 604_800;

export type LinkCheck = { ok: true; bucket: string; key: string } | { ok: false; reason: string };

/** "20261128T162511Z" as a time, or null. */
function amzDate(text: string | null): Date | null {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(text ?? '');
  return m ? new Date(Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +m[6])) : null;
}

const sameText = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** Checks a link as S3 would: signed, unchanged, in time. `origin` is how the caller reached this gateway. */
export async function checkPrivateLink(url: URL, origin: string, now = new Date()): Promise<LinkCheck> {
  const q = url.searchParams;
  if (!q.get('X-Amz-Signature') || !q.get('X-Amz-Credential')) return { ok: false, reason: 'The link is not signed.' };
  const signedAt = amzDate(q.get('X-Amz-Date'));
  const expires = Number(q.get('X-Amz-Expires'));
  if (!signedAt || !Number.isInteger(expires) || expires < 1 || expires > MAX_EXPIRES_SECONDS)
    return { ok: false, reason: 'The link is not signed.' };
  if (now.getTime() > signedAt.getTime() + expires * 1000) return { ok: false, reason: 'The link has expired.' };
  const [bucket, ...rest] = url.pathname
    .slice(PRIVATE_LINK_PATH.length + 1)
    .split('/')
    .map((s) => decodeURIComponent(s));
  const key = rest.join('/');
  if (!bucket || !key) return { ok: false, reason: 'The link names no object.' };
  const signer = new S3Client({
    region: 'us-east-1',
    endpoint: `${origin}${PRIVATE_LINK_PATH}`,
    forcePathStyle: true,
    credentials: EMULATOR_CREDENTIALS,
  });
  const expected = new URL(
    await getSignedUrl(signer, new GetObjectCommand({ Bucket: bucket, Key: key }), {
      signingDate: signedAt,
      expiresIn: expires,
    }),
  );
  // Every parameter as the signer writes it (a changed or added one, another key) and then the signature itself.
  const sameQuery =
    [...q.keys()].length === [...expected.searchParams.keys()].length &&
    [...expected.searchParams].every(([k, v]) => k === 'X-Amz-Signature' || q.get(k) === v);
  if (!sameQuery || !sameText(expected.searchParams.get('X-Amz-Signature') ?? '', q.get('X-Amz-Signature') ?? ''))
    return { ok: false, reason: 'The signature does not match the link.' };
  return { ok: true, bucket, key };
}

/** Serves a private file through its signed link, or 403 as S3 would. */
export async function servePrivateLink(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  s3: S3Client,
): Promise<void> {
  const check = await checkPrivateLink(url, `http://${req.headers.host ?? ''}`);
  const refuse = (status: number, message: string) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
    res.end(JSON.stringify({ status: 'error', message }));
  };
  if (!check.ok) return refuse(403, check.reason);
  try {
    const out = await s3.send(new GetObjectCommand({ Bucket: check.bucket, Key: check.key }));
    res.writeHead(200, {
      'content-type': out.ContentType ?? 'application/octet-stream',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    });
    (out.Body as Readable).pipe(res);
  } catch (error) {
    if ((error as { name?: string }).name === 'NoSuchKey') return refuse(404, 'Not found.');
    throw error;
  }
}
