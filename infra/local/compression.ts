import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * The local gateway's stand-in for CloudFront's "compress objects automatically": text responses between 1,000
 * bytes and 10 MB are sent brotli- or gzip-encoded when the browser accepts it (brotli first, as CloudFront does),
 * with `Vary: Accept-Encoding`. Images, video and anything already encoded pass through untouched.
 */
const MIN_BYTES = 1000;
const MAX_BYTES = 10_000_000;
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json|ld\+json)|image\/svg\+xml)/i;

export type TextEncoding = 'br' | 'gzip';

/** The encoding CloudFront would pick for this Accept-Encoding header (q=0 means "not this one"). */
export function chooseEncoding(acceptEncoding: string | undefined): TextEncoding | undefined {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, '')) > 0)
      .map(([name]) => name),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

export function isCompressible(contentType: string | undefined): boolean {
  return !!contentType && COMPRESSIBLE.test(contentType);
}

function encode(body: Buffer, encoding: TextEncoding): Buffer {
  // A middle quality: the gateway compresses on every request, and level 11 would cost seconds on a big chunk.
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
    : gzipSync(body, { level: 6 });
}

/**
 * An `immutable` response (the app's hashed files) never changes at its URL, so its compressed form is kept, as
 * CloudFront keeps it at the edge, instead of compressing it again for every page a browser opens with an empty cache.
 */
const KEPT_BYTES_AT_MOST = 64_000_000;
const kept = new Map<string, Buffer>();
let keptBytes = 0;

function encodeOnce(key: string | undefined, body: Buffer, encoding: TextEncoding): Buffer {
  if (key === undefined) return encode(body, encoding);
  const found = kept.get(key);
  if (found) return found;
  const encoded = encode(body, encoding);
  if (keptBytes + encoded.length <= KEPT_BYTES_AT_MOST) {
    kept.set(key, encoded);
    keptBytes += encoded.length;
  }
  return encoded;
}

function headerValue(headers: OutgoingHttpHeaders, name: string): string | undefined {
  const key = Object.keys(headers).find((k) => k.toLowerCase() === name);
  const value = key === undefined ? undefined : headers[key];
  return value === undefined ? undefined : String(value);
}

/**
 * Makes `res` compress what the handlers write to it. The handlers call `writeHead(status, headers)` once and then
 * write or pipe the body; a compressible body is held until `end` so its size decides, everything else streams.
 */
export function compressResponses(req: IncomingMessage, res: ServerResponse): void {
  const encoding = chooseEncoding(req.headers['accept-encoding']);
  if (!encoding || req.method === 'HEAD') return;
  const writeHead = res.writeHead.bind(res) as (status: number, headers?: OutgoingHttpHeaders) => ServerResponse;
  const write = res.write.bind(res) as (chunk: unknown, ...rest: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  let held: { status: number; headers: OutgoingHttpHeaders; chunks: Buffer[] } | undefined;

  const toBuffer = (chunk: unknown) => (Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));

  res.writeHead = ((status: number, headers: OutgoingHttpHeaders = {}) => {
    if (isCompressible(headerValue(headers, 'content-type')) && !headerValue(headers, 'content-encoding')) {
      held = { status, headers, chunks: [] };
      return res;
    }
    return writeHead(status, headers);
  }) as ServerResponse['writeHead'];

  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    if (!held) return write(chunk, ...rest);
    held.chunks.push(toBuffer(chunk));
    const callback = rest.find((r) => typeof r === 'function') as (() => void) | undefined;
    callback?.();
    return true;
  }) as ServerResponse['write'];

  res.end = ((...args: unknown[]) => {
    if (!held) return end(...args);
    const [chunk] = args;
    if (chunk !== undefined && typeof chunk !== 'function') held.chunks.push(toBuffer(chunk));
    const body = Buffer.concat(held.chunks);
    const vary = headerValue(held.headers, 'vary');
    const headers = Object.fromEntries(
      Object.entries(held.headers).filter(([k]) => !['content-length', 'vary'].includes(k.toLowerCase())),
    );
    if (body.length < MIN_BYTES || body.length > MAX_BYTES) {
      writeHead(held.status, { ...headers, ...(vary ? { vary } : {}), 'content-length': body.length });
      return end(body);
    }
    const immutable = /\bimmutable\b/.test(headerValue(held.headers, 'cache-control') ?? '');
    const encoded = encodeOnce(immutable ? `${encoding} ${req.url}` : undefined, body, encoding);
    writeHead(held.status, {
      ...headers,
      'content-encoding': encoding,
      vary: vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding',
      'content-length': encoded.length,
    });
    return end(encoded);
  }) as ServerResponse['end'];
}
