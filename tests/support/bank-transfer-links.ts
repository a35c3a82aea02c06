import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { inject } from 'vitest';
import { EMULATOR_CREDENTIALS } from '../../functions/lib/clients';
import { PRIVATE_LINK_PATH } from '../../infra/local/private-links';
import { SLIP_LINK_SECONDS } from '../../functions/domain/payments';

/** A slip link as the shop signs it, but signed at `at`: to show the local check refuses one whose time is up. */
export async function slipLinkAt(key: string, at: Date): Promise<string> {
  const shop = inject('shop');
  const signer = new S3Client({
    region: 'us-east-1',
    endpoint: `${shop.url}${PRIVATE_LINK_PATH}`,
    forcePathStyle: true,
    credentials: EMULATOR_CREDENTIALS,
  });
  return getSignedUrl(signer, new GetObjectCommand({ Bucket: shop.uploadsBucket, Key: key }), {
    signingDate: at,
    expiresIn: SLIP_LINK_SECONDS,
  });
}
