import busboy from 'busboy';
import { AppError, badRequest } from './errors';
import type { ShopRequest } from './http-handler';

/** A multipart body: text fields (repeated keys kept in order) and files, in memory (Lambda's payload is at most ~6 MB). */
export interface MultipartFile {
  field: string;
  filename: string;
  declaredType: string;
  bytes: Buffer;
}

export interface MultipartBody {
  fields: Record<string, string[]>;
  files: MultipartFile[];
}

export interface MultipartLimits {
  maxFileBytes: number;
  maxFiles: number;
  tooLargeMessage: string;
  tooLargeField: string;
}

const unreadable = () => badRequest('The uploaded form could not be read. Please try again.');

export function parseMultipart(req: ShopRequest, limits: MultipartLimits): Promise<MultipartBody> {
  const contentType = req.headers['content-type'] ?? '';
  if (!contentType.startsWith('multipart/form-data')) return Promise.reject(badRequest('Please send the form as multipart/form-data.'));
  return new Promise((resolve, reject) => {
    const out: MultipartBody = { fields: {}, files: [] };
    let failure: AppError | null = null;
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: { 'content-type': contentType }, limits: { fileSize: limits.maxFileBytes, files: limits.maxFiles + 5, fields: 100, fieldSize: 64 * 1024 } });
    } catch {
      // busboy throws at once on a content type without a usable boundary.
      return reject(unreadable());
    }
    parser.on('field', (name, value) => (out.fields[name] ??= []).push(value));
    parser.on('file', (field, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('limit', () => {
        failure ??= new AppError(413, limits.tooLargeMessage, { [limits.tooLargeField]: [limits.tooLargeMessage] });
      });
      stream.on('close', () => {
        if (chunks.length > 0) out.files.push({ field, filename: info.filename ?? '', declaredType: info.mimeType, bytes: Buffer.concat(chunks) });
      });
    });
    parser.on('error', () => reject(unreadable()));
    parser.on('close', () => (failure ? reject(failure) : resolve(out)));
    parser.end(req.rawBody);
  });
}
