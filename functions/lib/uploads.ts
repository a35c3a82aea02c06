import { DeleteObjectsCommand, PutObjectCommand } from '@aws-sdk/client-s3';
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
    new PutObjectCommand({ Bucket: config().UPLOADS_BUCKET, Key: objectKey(relativePath), Body: bytes, ContentType: contentType, CacheControl: 'public, max-age=31536000, immutable' }),
  );
}

export async function deleteFiles(relativePaths: string[]): Promise<void> {
  if (relativePaths.length === 0) return;
  await storage().send(
    new DeleteObjectsCommand({ Bucket: config().UPLOADS_BUCKET, Delete: { Objects: relativePaths.map((p) => ({ Key: objectKey(p) })), Quiet: true } }),
  );
}
