import type { IncomingMessage } from 'node:http';
import { isIP } from 'node:net';

/**
 * Whether the request came over a loopback connection, judged by the socket's own remote address (headers such as
 * X-Forwarded-For are written by the client and prove nothing).
 */
export function fromLoopback(req: IncomingMessage): boolean {
  const address = (req.socket.remoteAddress ?? '').replace(/^::ffff:/i, '');
  if (address === '::1') return true;
  return isIP(address) === 4 && address.startsWith('127.');
}
