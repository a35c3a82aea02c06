import { AppError, badRequest } from './errors';
import type { ShopRequest } from './http-handler';
import { requestMessages } from './request-messages';
import { refuseIllFormedText } from './validate';

/** A multipart body: text fields (repeated keys kept in order) and files, in memory (Lambda's payload is at most ~6 MB). */
export interface MultipartFile {
  field: string;
  filename: string;
  declaredType: string;
  bytes: Buffer;
}

export interface MultipartBody {
  /** Without a prototype: a field may be named `__proto__`, `constructor` or `toString` like any other. */
  fields: Record<string, string[]>;
  files: MultipartFile[];
}

export interface MultipartLimits {
  /** The largest file accepted, in bytes; one byte more is refused with `tooLargeMessage`. */
  maxFileBytes: number;
  tooLargeMessage: string;
  tooLargeField: string;
}

const unreadable = () => badRequest(requestMessages.unreadableForm);

/**
 * Reads a multipart body with the runtime's own parser (fetch's `Response.formData()`, decision 0045): the body is
 * already whole in memory, so a streaming parser gains nothing and would add 20 KB to each bundle. Anything the parser
 * cannot read (no boundary, a part cut before its closing boundary, garbage) is the one 400; a file above
 * `maxFileBytes` is a 413. How many files a form may hold is the caller's check.
 */
export async function parseMultipart(
  req: Pick<ShopRequest, 'headers' | 'rawBody'>,
  limits: MultipartLimits,
): Promise<MultipartBody> {
  const contentType = req.headers['content-type'] ?? '';
  if (!contentType.startsWith('multipart/form-data')) throw badRequest(requestMessages.notMultipart);
  let form: FormData;
  try {
    // A view of the body's own memory (a Buffer decoded from the event is never a SharedArrayBuffer).
    const bytes = new Uint8Array(req.rawBody.buffer as ArrayBuffer, req.rawBody.byteOffset, req.rawBody.byteLength);
    form = await new Response(bytes, { headers: { 'content-type': contentType } }).formData();
  } catch {
    throw unreadable();
  }
  const out: MultipartBody = { fields: Object.create(null) as Record<string, string[]>, files: [] };
  for (const [field, value] of form) {
    if (typeof value === 'string') {
      (out.fields[field] ??= []).push(value);
      continue;
    }
    // A file input left empty arrives as a file with no name and no bytes.
    if (value.size === 0) continue;
    if (value.size > limits.maxFileBytes)
      throw new AppError(413, limits.tooLargeMessage, { [limits.tooLargeField]: [limits.tooLargeMessage] });
    out.files.push({
      field,
      filename: value.name,
      declaredType: value.type,
      bytes: Buffer.from(await value.arrayBuffer()),
    });
  }
  refuseIllFormedText(out.fields);
  return out;
}
