import { describe, expect, it } from 'vitest';
import { listPage } from '../../functions/lib/s3/s3-objects';
import { signerFor } from '../../functions/lib/s3/s3-request';

/**
 * The local S3 emulator accepts any Signature V4 and cannot page a listing on this Node (its continuation token uses
 * DES, which OpenSSL 3 refuses), so those two are checked here: the signer against the example of AWS's
 * "Signature Calculations for the Authorization Header" page, the page parser against ListObjectsV2's documented answer.
 */
describe('S3 requests signed without the S3 client', () => {
  it('signs the documented GET Object example to its documented signature', async () => {
    const signer = signerFor({
      region: 'us-east-1',
      credentials: () => ({
        accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
        secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      }),
    });
    const signed = await signer.sign(
      {
        method: 'GET',
        protocol: 'https:',
        hostname: 'examplebucket.s3.amazonaws.com',
        path: '/test.txt',
        query: {},
        headers: { host: 'examplebucket.s3.amazonaws.com', range: 'bytes=0-9' },
      },
      { signingDate: new Date('2013-05-24T00:00:00Z') },
    );
    expect(signed.headers['x-amz-content-sha256']).toBe(
      'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    );
    expect(signed.headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it('reads the keys and the next page token of a ListObjectsV2 answer, unescaping XML', () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">
  <Name>shop-spa</Name><Prefix>pages/product/</Prefix><KeyCount>2</KeyCount><MaxKeys>2</MaxKeys><IsTruncated>true</IsTruncated>
  <Contents><Key>pages/product/1.html</Key><LastModified>2026-11-24T04:00:00.000Z</LastModified><ETag>&quot;a1&quot;</ETag><Size>10</Size><StorageClass>STANDARD</StorageClass></Contents>
  <Contents><Key>pages/product/Tom &amp; Jerry&apos;s.html</Key><Size>11</Size></Contents>
  <NextContinuationToken>1ueGcxLPRx1Tr/XYExHnhbYLgveDs2J/wm36Hy4vbOwM=</NextContinuationToken>
</ListBucketResult>`;
    expect(listPage(xml)).toEqual({
      keys: ['pages/product/1.html', "pages/product/Tom & Jerry's.html"],
      next: '1ueGcxLPRx1Tr/XYExHnhbYLgveDs2J/wm36Hy4vbOwM=',
    });
    expect(
      listPage('<ListBucketResult><KeyCount>0</KeyCount><IsTruncated>false</IsTruncated></ListBucketResult>'),
    ).toEqual({ keys: [], next: undefined });
  });
});
