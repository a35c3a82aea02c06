import { describe, expect, inject, it } from 'vitest';
import { EMULATOR_CREDENTIALS } from '../../functions/lib/clients';
import { deleteObject, keysUnder, objectText, putObject } from '../../functions/lib/s3/s3-objects';
import { S3Error, s3Request, type S3Bucket } from '../../functions/lib/s3/s3-request';

/**
 * The object operations the shop signs itself (decision 0042), against the local shop's S3 emulator (s3rver): what
 * it stores, lists and refuses. s3rver checks the access key but not a V4 signature, and cannot page a listing on
 * this Node; tests/unit/s3-signing.test.ts covers both.
 */
const shop = inject('shop');
const uploads = (overrides: Partial<S3Bucket> = {}): S3Bucket => ({
  name: shop.uploadsBucket,
  region: 'us-east-1',
  endpoint: shop.s3Endpoint,
  credentials: () => EMULATOR_CREDENTIALS,
  ...overrides,
});
const prefix = `signed-fetch-test/${Date.now()}`;

async function failure(promise: Promise<unknown>): Promise<S3Error> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(S3Error);
  return error as S3Error;
}

describe('S3 over signed fetch', () => {
  it('stores bytes and text with their headers and reads them back, keys with spaces and symbols included', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    await putObject(uploads(), `${prefix}/picture.png`, png, {
      contentType: 'image/png',
      cacheControl: 'public, max-age=31536000, immutable',
    });
    const res = await s3Request(uploads(), { method: 'GET', key: `${prefix}/picture.png` });
    expect(Buffer.from(await res.arrayBuffer())).toEqual(png);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    const odd = `${prefix}/odd name (1) + ü*!'.html`;
    await putObject(uploads(), odd, '<p>Beard oil · LKR 1,500</p>', { contentType: 'text/html; charset=utf-8' });
    expect(await objectText(uploads(), odd)).toBe('<p>Beard oil · LKR 1,500</p>');
  });

  it('lists every key under a prefix, by its exact name', async () => {
    const keys = ['a.html', 'b & c.html', 'd (2).html'].map((k) => `${prefix}/list/${k}`);
    for (const key of keys) await putObject(uploads(), key, key, { contentType: 'text/html' });
    expect(await keysUnder(uploads(), `${prefix}/list/`)).toEqual(keys);
    expect(await keysUnder(uploads(), `${prefix}/nothing-here/`)).toEqual([]);
  });

  it('deletes an object, and deleting a missing one is not an error', async () => {
    const key = `${prefix}/to-delete.txt`;
    await putObject(uploads(), key, 'bye', { contentType: 'text/plain' });
    await deleteObject(uploads(), key);
    expect((await failure(objectText(uploads(), key))).status).toBe(404);
    await deleteObject(uploads(), key);
  });

  it('answers a missing key or bucket as 404 with S3 error code', async () => {
    const missing = await failure(objectText(uploads(), `${prefix}/never-stored.html`));
    expect([missing.status, missing.code]).toEqual([404, 'NoSuchKey']);
    const noBucket = await failure(objectText(uploads({ name: 'no-such-bucket' }), 'x'));
    expect([noBucket.status, noBucket.code]).toEqual([404, 'NoSuchBucket']);
  });

  it('is refused with 403 when the access key is unknown', async () => {
    const badKey = await failure(
      objectText(
        uploads({ credentials: () => ({ accessKeyId: 'NOBODY', secretAccessKey: 'wrong' }) }),
        `${prefix}/picture.png`,
      ),
    );
    expect([badKey.status, badKey.code]).toEqual([403, 'InvalidAccessKeyId']);
  });
});
