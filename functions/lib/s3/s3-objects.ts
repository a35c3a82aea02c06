import { s3Request, type S3Bucket } from './s3-request';

/** The object operations the shop uses, on one bucket, over signed fetch (functions/lib/s3/s3-request.ts). */

export interface PutOptions {
  contentType: string;
  cacheControl?: string;
}

export async function putObject(
  bucket: S3Bucket,
  key: string,
  body: Uint8Array | string,
  options: PutOptions,
): Promise<void> {
  const headers: Record<string, string> = { 'content-type': options.contentType };
  if (options.cacheControl) headers['cache-control'] = options.cacheControl;
  await s3Request(bucket, { method: 'PUT', key, body, headers });
}

/** The object as UTF-8 text; a missing key throws an S3Error with status 404 (NoSuchKey). */
export async function objectText(bucket: S3Bucket, key: string): Promise<string> {
  return (await s3Request(bucket, { method: 'GET', key })).text();
}

/** S3 answers a delete of a missing key as a success, so deleting twice is harmless. */
export async function deleteObject(bucket: S3Bucket, key: string): Promise<void> {
  await s3Request(bucket, { method: 'DELETE', key });
}

const unescapeXml = (text: string) =>
  text.replace(
    /&(lt|gt|quot|apos|amp);/g,
    (_, name: string) => ({ lt: '<', gt: '>', quot: '"', apos: "'", amp: '&' })[name] as string,
  );

/** One page of a ListObjectsV2 answer: its keys and the token of the next page. */
export function listPage(xml: string): { keys: string[]; next?: string } {
  const keys = [...xml.matchAll(/<Contents>[\s\S]*?<Key>([^<]*)<\/Key>[\s\S]*?<\/Contents>/g)].map((m) =>
    unescapeXml(m[1]),
  );
  const token = /<NextContinuationToken>([^<]*)<\/NextContinuationToken>/.exec(xml)?.[1];
  return { keys, next: token === undefined ? undefined : unescapeXml(token) };
}

/** Every key under `prefix`, page after page. */
export async function keysUnder(bucket: S3Bucket, prefix: string, pageSize = 1000): Promise<string[]> {
  const keys: string[] = [];
  let next: string | undefined;
  do {
    const query: Record<string, string> = { 'list-type': '2', prefix, 'max-keys': String(pageSize) };
    if (next) query['continuation-token'] = next;
    const page = listPage(await (await s3Request(bucket, { method: 'GET', query })).text());
    keys.push(...page.keys);
    next = page.next;
  } while (next);
  return keys;
}
