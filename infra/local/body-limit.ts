import type { IncomingMessage } from 'node:http';

/** API Gateway's payload limit (HTTP API: 10 MB); a bigger request never reaches a function. */
export const MAX_REQUEST_BODY_BYTES = 10 * 1024 * 1024;

export class BodyTooLarge extends Error {
  constructor() {
    super('The request body is too large.');
    this.name = 'BodyTooLarge';
  }
}

/**
 * Reads a request body of at most `maxBytes`. A `Content-Length` above the limit is refused before one byte is read;
 * a body sent without one (chunked) is refused as soon as the bytes received cross the limit, and nothing more is
 * kept, so memory stays flat whatever a client sends.
 */
export function readBodyWithin(req: IncomingMessage, maxBytes = MAX_REQUEST_BODY_BYTES): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > maxBytes) return Promise.reject(new BodyTooLarge());
  return new Promise((resolveBody, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > maxBytes) {
        req.off('data', onData);
        chunks.length = 0;
        reject(new BodyTooLarge());
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.on('end', () => resolveBody(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** How long a refused request's remaining bytes are read and thrown away before its connection is cut. */
export const LINGER_MS = 2000;

/**
 * Reads and discards what the client is still sending, then cuts the connection after `lingerMs` at the latest (a
 * "lingering close", as nginx does). Closing a socket that still has unread bytes makes the kernel send a reset,
 * which can destroy the 413 before the client reads it; draining for a moment lets the answer arrive, and nothing
 * is kept, so memory stays flat.
 */
export function discardRestOf(req: IncomingMessage, lingerMs = LINGER_MS): void {
  const cut = setTimeout(() => req.socket.destroy(), lingerMs);
  cut.unref();
  req.once('end', () => clearTimeout(cut));
  req.socket.once('close', () => clearTimeout(cut));
  req.on('data', () => undefined);
  req.resume();
}
