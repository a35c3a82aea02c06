import { SignatureV4 } from '@smithy/signature-v4';
import type { AwsCredentials } from '../aws-signing/credentials';
import { retriedFetch } from '../aws-signing/retried-fetch';
import { signedFetch } from '../aws-signing/signed-fetch';
import { Sha256 } from '../aws-signing/sha256';

/**
 * One S3 request, signed with Signature V4 and sent with fetch: the few object operations the shop uses do not need
 * the S3 client, which would add about 190 KB to each bundle that touches a bucket (decision 0042).
 */
export interface S3Bucket {
  name: string;
  region: string;
  /** A local emulator (s3rver), addressed path-style; unset in the cloud, where the bucket is a host name. */
  endpoint?: string;
  /** Read at each request. */
  credentials: () => AwsCredentials;
}

export interface S3Call {
  method: 'GET' | 'PUT' | 'DELETE';
  key?: string;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  body?: Uint8Array | string;
}

/** An answer that is not a 2xx, with S3's error code (`NoSuchKey`, `AccessDenied`, ...). */
export class S3Error extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    call: S3Call,
  ) {
    super(`S3 ${call.method} ${call.key ?? '/'} failed: ${status} ${code}`);
    this.name = 'S3Error';
  }
}

/** RFC 3986 encoding, as Signature V4 canonicalises (encodeURIComponent leaves !'()* alone). */
const encode = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

function urlOf(bucket: S3Bucket, call: S3Call): URL {
  const path = `/${(call.key ?? '').split('/').map(encode).join('/')}`;
  const url = bucket.endpoint
    ? new URL(`${bucket.endpoint.replace(/\/+$/, '')}/${encode(bucket.name)}${path}`)
    : new URL(`https://${bucket.name}.s3.${bucket.region}.amazonaws.com${path}`);
  url.search = Object.entries(call.query ?? {})
    .map(([name, value]) => `${encode(name)}=${encode(value)}`)
    .join('&');
  return url;
}

/** S3's flavour of Signature V4: the path is signed as sent (encoded once, above), with the payload's hash in a header. */
export const signerFor = (bucket: Pick<S3Bucket, 'region' | 'credentials'>) =>
  new SignatureV4({
    service: 's3',
    region: bucket.region,
    credentials: bucket.credentials(),
    sha256: Sha256,
    uriEscapePath: false,
    applyChecksum: true,
  });

const send = (bucket: S3Bucket, call: S3Call) => signedFetch(signerFor(bucket), urlOf(bucket, call), call);

/** S3's error code, from its XML error document (`<Code>NoSuchKey</Code>`). */
const s3ErrorCode = async (res: Response) => /<Code>([^<]*)<\/Code>/.exec(await res.text())?.[1] ?? 'UnknownError';

export async function s3Request(bucket: S3Bucket, call: S3Call): Promise<Response> {
  const answer = await retriedFetch(() => send(bucket, call), s3ErrorCode);
  if (answer.ok) return answer.res;
  throw new S3Error(answer.status, answer.code, call);
}
