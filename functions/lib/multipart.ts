import busboy from 'busboy';
import { AppError, badRequest } from './errors';
import type { ShopRequest } from './http-handler';
import { refuseIllFormedText } from './validate';

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
  /** The largest file accepted, in bytes; one byte more is refused with `tooLargeMessage`. */
  maxFileBytes: number;
  maxFiles: number;
  tooLargeMessage: string;
  tooLargeField: string;
}

const unreadable = () => badRequest('The uploaded form could not be read. Please try again.');

/**
 * Reads a multipart body. Every error busboy can raise (on the parser or on a file's stream, for example a body cut
 * before its closing boundary) settles the promise as a 400: an `error` event without a listener would end the process.
 */
export function parseMultipart(req: Pick<ShopRequest, 'headers' | 'rawBody'>, limits: MultipartLimits): Promise<MultipartBody> {
  const contentType = req.headers['content-type'] ?? '';
  if (!contentType.startsWith('multipart/form-data')) return Promise.reject(badRequest('Please send the form as multipart/form-data.'));
  return new Promise((resolve, reject) => {
    const out: MultipartBody = { fields: {}, files: [] };
    let failure: AppError | null = null;
    let settled = false;
    const fail = (error: AppError) => {
      if (settled) return;
      settled = true;
      reject(error);
    };
    let parser: busboy.Busboy;
    try {
      // busboy reports "limit" once a file reaches fileSize bytes, so the limit it gets is one more than the largest file accepted.
      parser = busboy({ headers: { 'content-type': contentType }, limits: { fileSize: limits.maxFileBytes + 1, files: limits.maxFiles + 5, fields: 100, fieldSize: 64 * 1024 } });
    } catch {
      // busboy throws at once on a content type without a usable boundary.
      return reject(unreadable());
    }
    parser.on('field', (name, value) => (out.fields[name] ??= []).push(value));
    parser.on('file', (field, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('error', () => fail(unreadable()));
      stream.on('limit', () => {
        failure ??= new AppError(413, limits.tooLargeMessage, { [limits.tooLargeField]: [limits.tooLargeMessage] });
      });
      stream.on('close', () => {
        if (chunks.length > 0) out.files.push({ field, filename: info.filename ?? '', declaredType: info.mimeType, bytes: Buffer.concat(chunks) });
      });
    });
    parser.on('error', () => fail(unreadable()));
    parser.on('close', () => {
      if (settled) return;
      settled = true;
      if (failure) return reject(failure);
      try {
        refuseIllFormedText(out.fields);
        resolve(out);
      } catch (error) {
        reject(error);
      }
    });
    parser.end(req.rawBody);
  });
}
