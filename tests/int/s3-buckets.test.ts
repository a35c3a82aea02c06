import { CreateBucketCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { EMULATOR_CREDENTIALS } from '../../functions/lib/clients';
import { deleteFiles, objectKey, putFile } from '../../functions/lib/uploads';
import { useShopBackend } from '../support/direct';

/**
 * What the functions store in S3 and read back, with the S3 client, against the local shop's emulator (s3rver): the
 * uploads bucket (functions/lib/uploads.ts) and the SPA bucket the page functions draw into
 * (functions/pages/page-bucket.ts).
 */
const shop = inject('shop');
const s3 = new S3Client({
  region: 'us-east-1',
  endpoint: shop.s3Endpoint,
  forcePathStyle: true,
  credentials: EMULATOR_CREDENTIALS,
});
const prefix = `s3-buckets-test/${Date.now()}`;

async function stored(bucket: string, key: string) {
  const object = await s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  return {
    body: Buffer.from(await object.Body!.transformToByteArray()),
    type: object.ContentType,
    cache: object.CacheControl,
  };
}

const missing = (bucket: string, key: string) =>
  expect(s3.send(new GetObjectCommand({ Bucket: bucket, Key: key }))).rejects.toMatchObject({ name: 'NoSuchKey' });

describe('the uploads bucket', () => {
  beforeAll(() => useShopBackend());

  it('stores a file with its type and a long cache life, under storage/, keys with spaces and symbols included', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const odd = `${prefix}/odd name (1) + ü*!'.png`;
    await putFile(odd, png, 'image/png');
    expect(await stored(shop.uploadsBucket, objectKey(odd))).toEqual({
      body: png,
      type: 'image/png',
      cache: 'public, max-age=31536000, immutable',
    });
  });

  it('deletes files side by side, and deleting a missing one is not an error', async () => {
    const paths = ['a.webp', 'b.webp', 'guide.pdf'].map((name) => `${prefix}/${name}`);
    await Promise.all(paths.map((path) => putFile(path, Buffer.from(path), 'application/octet-stream')));
    await deleteFiles(paths);
    for (const path of paths) await missing(shop.uploadsBucket, objectKey(path));
    await deleteFiles([...paths, `${prefix}/never-stored.webp`]);
  });
});

describe('the SPA bucket as the page functions see it', () => {
  // In Lambda the page functions' client takes everything from the environment; here the S3 endpoint too.
  const spaBucket = `spa-test-${Date.now()}`;
  const saved = { ...process.env };
  let pages: typeof import('../../functions/pages/page-bucket');

  beforeAll(async () => {
    Object.assign(process.env, {
      AWS_REGION: 'us-east-1',
      AWS_ACCESS_KEY_ID: EMULATOR_CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: EMULATOR_CREDENTIALS.secretAccessKey,
      AWS_ENDPOINT_URL_S3: shop.s3Endpoint,
      SPA_BUCKET: spaBucket,
      PUBLIC_BASE_URL: 'https://shop.example.lk',
    });
    await s3.send(new CreateBucketCommand({ Bucket: spaBucket }));
    pages = await import('../../functions/pages/page-bucket');
  });

  afterAll(() => {
    process.env = saved;
  });

  it("reads the release's shell and manifest, and leaves the shop's origin for CloudFront's fallback", async () => {
    await expect(pages.renderContext()).rejects.toMatchObject({ name: 'NoSuchKey' });
    const put = (key: string, body: string) =>
      s3.send(new PutObjectCommand({ Bucket: spaBucket, Key: key, Body: body }));
    await put('index.html', '<!doctype html><div id="root"></div>');
    await put('.vite/manifest.json', '{"index.html":{"file":"assets/index-1.js"}}');
    expect(await pages.renderContext()).toEqual({
      template: '<!doctype html><div id="root"></div>',
      manifest: { 'index.html': { file: 'assets/index-1.js' } },
      siteOrigin: 'https://shop.example.lk',
      reads: {
        featured: expect.any(Function),
        categoryProducts: expect.any(Function),
        product: expect.any(Function),
        productReviews: expect.any(Function),
        search: expect.any(Function),
      },
    });
    await pages.rememberSiteOrigin();
    expect((await stored(spaBucket, 'pages/site-origin.txt')).body.toString()).toBe('https://shop.example.lk');
  });

  it('stores pages as no-cache HTML, lists the product pages, and deletes one (twice is harmless)', async () => {
    await pages.putPage('/', '<p>Home</p>');
    await pages.putPage('/product/12', '<p>Beard oil · LKR 1,500</p>');
    await pages.putPage('/product/7', '<p>Balm</p>');
    expect(await stored(spaBucket, 'pages/product/12.html')).toEqual({
      body: Buffer.from('<p>Beard oil · LKR 1,500</p>'),
      type: 'text/html; charset=utf-8',
      cache: 'no-cache',
    });
    expect((await pages.storedProductPaths()).sort()).toEqual(['/product/12', '/product/7']);

    await pages.deletePage('/product/12');
    await pages.deletePage('/product/12');
    await missing(spaBucket, 'pages/product/12.html');
    expect(await pages.storedProductPaths()).toEqual(['/product/7']);
  });

  it("stores a variant's page beside its product's, lists it apart from the product pages, and deletes it", async () => {
    await pages.putPage('/product/31', '<p>Tee</p>');
    await pages.putPage('/product/31?variant=4', '<p>Tee, M</p>');
    await pages.putPage('/product/31?variant=5', '<p>Tee, L</p>');
    expect((await stored(spaBucket, 'pages/product/31/variant/4.html')).body.toString()).toBe('<p>Tee, M</p>');
    expect(await pages.storedProductPaths()).toContain('/product/31');
    expect((await pages.storedProductPaths()).filter((path) => path.includes('31'))).toEqual(['/product/31']);
    expect((await pages.storedVariantPaths('31', 'en')).sort()).toEqual([
      '/product/31?variant=4',
      '/product/31?variant=5',
    ]);
    await pages.deletePage('/product/31?variant=4');
    await missing(spaBucket, 'pages/product/31/variant/4.html');
    expect(await pages.storedVariantPaths('31', 'en')).toEqual(['/product/31?variant=5']);
  });

  it("keeps a Sinhala size page under its language's folder, listed with that language's only", async () => {
    await pages.putPage('/si/product/31?variant=4', '<p>ටී, M</p>');
    expect((await stored(spaBucket, 'pages/si/product/31/variant/4.html')).body.toString()).toBe('<p>ටී, M</p>');
    expect(await pages.storedVariantPaths('31', 'si')).toEqual(['/si/product/31?variant=4']);
    expect(await pages.storedVariantPaths('31', 'ta')).toEqual([]);
    expect(await pages.storedVariantPaths('31', 'en')).not.toContain('/si/product/31?variant=4');
    await pages.deletePage('/si/product/31?variant=4');
    expect(await pages.storedVariantPaths('31', 'si')).toEqual([]);
  });
});
