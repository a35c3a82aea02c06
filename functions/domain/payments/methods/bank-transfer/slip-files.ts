import { GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { randomBytes } from 'node:crypto';
import { EMULATOR_CREDENTIALS, storage } from '../../../../lib/clients';
import { config } from '../../../../lib/config';
import { sniffFileType } from '../../../../lib/file-types';
import type { SlipFile } from '../../../orders';

/** How long a slip's signed link lets its holder read it. */
export const SLIP_LINK_SECONDS = 300;

/**
 * Slips live in the uploads bucket under `slips/`, beside `storage/` but outside it: CloudFront and the local gateway
 * serve only `storage/*` from the bucket, so no public path, listing or guess reaches a slip. It is read only through
 * a link signed for one object that ends within minutes.
 */
const slipKey = (orderId: number, extension: string) =>
  `slips/order-${orderId}/${Date.now()}-${randomBytes(12).toString('hex')}.${extension}`;

/** A slip's type by its bytes: a JPEG, a PNG or a PDF; null for anything else. */
export function slipTypeOf(bytes: Buffer): { extension: string; contentType: string } | null {
  const type = sniffFileType(bytes);
  return type && ['jpg', 'png', 'pdf'].includes(type.extension) ? type : null;
}

export async function storeSlip(
  orderId: number,
  bytes: Buffer,
  type: { extension: string; contentType: string },
  at: string,
): Promise<SlipFile> {
  const key = slipKey(orderId, type.extension);
  await storage().send(
    new PutObjectCommand({
      Bucket: config().UPLOADS_BUCKET,
      Key: key,
      Body: bytes,
      ContentType: type.contentType,
      CacheControl: 'private, no-store',
    }),
  );
  return { key, contentType: type.contentType, uploadedAt: at };
}

let linkClient: S3Client | undefined;

/** The client that signs links: S3's own in the cloud; locally one pointed at the gateway's check (s3rver checks none). */
function signingClient(): S3Client {
  const endpoint = config().PRIVATE_LINK_ENDPOINT;
  if (!endpoint) return storage();
  linkClient ??= new S3Client({
    region: config().AWS_REGION,
    endpoint,
    forcePathStyle: true,
    credentials: EMULATOR_CREDENTIALS,
  });
  return linkClient;
}

/** A GET of the slip signed by the SDK's own signer, good for `SLIP_LINK_SECONDS`. */
export const slipLink = (slip: SlipFile): Promise<string> =>
  getSignedUrl(signingClient(), new GetObjectCommand({ Bucket: config().UPLOADS_BUCKET, Key: slip.key }), {
    expiresIn: SLIP_LINK_SECONDS,
  });
