import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { fromLoopback } from '../../infra/local/loopback';

/** A request as the guard sees it: only its socket's remote address and the headers a client wrote. */
function requestFrom(remoteAddress: string | undefined): IncomingMessage {
  const headers = { 'x-forwarded-for': '127.0.0.1', forwarded: 'for=127.0.0.1', 'x-real-ip': '::1' };
  return { socket: { remoteAddress }, headers } as unknown as IncomingMessage;
}

describe('fromLoopback judges the socket address, never the headers (issue 29, defect 11)', () => {
  it.each(['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1', '::FFFF:127.0.0.2'])('%s is this machine', (a) => {
    expect(fromLoopback(requestFrom(a))).toBe(true);
  });

  it.each([
    '192.168.1.20',
    '10.0.0.7',
    '::ffff:192.168.1.20',
    '2001:db8::7',
    'fe80::1',
    '::',
    '0.0.0.0',
    '127.0.0.1.example.lk',
    '',
    undefined,
  ])('%s is another machine, whatever the forwarding headers claim', (address) => {
    expect(fromLoopback(requestFrom(address))).toBe(false);
  });
});
