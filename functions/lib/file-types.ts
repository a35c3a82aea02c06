/** File types decided from the bytes, never from the name or the declared type. */
export type SniffedType = { extension: 'jpg' | 'png' | 'gif' | 'svg' | 'pdf'; contentType: string };

const startsWith = (bytes: Buffer, signature: number[]) => signature.every((b, i) => bytes[i] === b);

export function sniffFileType(bytes: Buffer): SniffedType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { extension: 'jpg', contentType: 'image/jpeg' };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { extension: 'png', contentType: 'image/png' };
  const head = bytes.subarray(0, 6).toString('latin1');
  if (head === 'GIF87a' || head === 'GIF89a') return { extension: 'gif', contentType: 'image/gif' };
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return { extension: 'pdf', contentType: 'application/pdf' };
  const text = bytes
    .subarray(0, 2048)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(text))
    return { extension: 'svg', contentType: 'image/svg+xml' };
  return null;
}
