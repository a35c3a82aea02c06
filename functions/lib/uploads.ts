import { DeleteObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { storage } from './clients';
import { config } from './config';

/**
 * Uploaded files live in the uploads bucket under `storage/<relative path>`; CloudFront (and the local gateway)
 * serve them at `/storage/<relative path>` and `/api/storage/<relative path>`. Object keys are made by the server.
 */
export const objectKey = (relativePath: string) => `storage/${relativePath}`;

export function publicUrl(relativePath: string): string {
  return `${config().PUBLIC_BASE_URL}/storage/${relativePath}`;
}

export async function putFile(relativePath: string, bytes: Buffer, contentType: string): Promise<void> {
  await storage().send(
    new PutObjectCommand({
      Bucket: config().UPLOADS_BUCKET,
      Key: objectKey(relativePath),
      Body: bytes,
      ContentType: contentType,
      CacheControl: 'public, max-age=31536000, immutable',
    }),
  );
}

/**
 * A product's files are a handful (each picture and its WebP variants): one delete each, side by side. S3 answers
 * the delete of a missing key as a success, so deleting twice is harmless.
 */
export async function deleteFiles(relativePaths: string[]): Promise<void> {
  const bucket = config().UPLOADS_BUCKET;
  await Promise.all(
    relativePaths.map((p) => storage().send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(p) }))),
  );
}
