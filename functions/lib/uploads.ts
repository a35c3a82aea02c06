import { uploadsBucket } from './clients';
import { config } from './config';
import { deleteObject, putObject } from './s3/s3-objects';

/**
 * Uploaded files live in the uploads bucket under `storage/<relative path>`; CloudFront (and the local gateway)
 * serve them at `/storage/<relative path>` and `/api/storage/<relative path>`. Object keys are made by the server.
 */
export const objectKey = (relativePath: string) => `storage/${relativePath}`;

export function publicUrl(relativePath: string): string {
  return `${config().PUBLIC_BASE_URL}/storage/${relativePath}`;
}

export async function putFile(relativePath: string, bytes: Buffer, contentType: string): Promise<void> {
  await putObject(uploadsBucket(), objectKey(relativePath), bytes, {
    contentType,
    cacheControl: 'public, max-age=31536000, immutable',
  });
}

/** A product's files are a handful (each picture and its WebP variants): one delete each, side by side. */
export async function deleteFiles(relativePaths: string[]): Promise<void> {
  const bucket = uploadsBucket();
  await Promise.all(relativePaths.map((p) => deleteObject(bucket, objectKey(p))));
}
