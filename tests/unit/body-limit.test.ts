import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BodyTooLarge, discardRestOf, readBodyWithin } from '../../infra/local/body-limit';
import { MB, streamBody } from '../support/stream-body';

/** A server that refuses bodies above 1 MB the way the local gateway does. */
function refusingServer(): Server {
  return createServer((req, res) => {
    readBodyWithin(req, MB).then(
      (body) => res.end(String(body.length)),
      (error: Error) => {
        expect(error).toBeInstanceOf(BodyTooLarge);
        res.writeHead(413, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ message: error.message }));
        discardRestOf(req, 500);
      },
    );
  });
}

describe("the local gateway's body limit", () => {
  const server = refusingServer();
  let url = '';
  beforeAll(() => new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r())));
  beforeAll(() => void (url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`));
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('lets a client that is still sending read the 413, every time (no reset in front of the answer)', async () => {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const res = await streamBody(url, 100 * MB);
      expect(res.status).toBe(413);
      expect(JSON.parse(res.body)).toEqual({ message: 'The request body is too large.' });
      expect(res.sent).toBeLessThan(40 * MB);
    }
  });

  it('cuts the connection of a client that keeps sending after the 413', async () => {
    const { port } = server.address() as AddressInfo;
    const socket = connect(port, '127.0.0.1');
    const chunk = `${(64 * 1024).toString(16)}\r\n${'a'.repeat(64 * 1024)}\r\n`;
    socket.write('POST / HTTP/1.1\r\nhost: x\r\ntransfer-encoding: chunked\r\n\r\n');
    let answer = '';
    socket.on('data', (d) => (answer += d));
    const closed = new Promise<void>((r) => socket.on('close', () => r()));
    socket.on('error', () => undefined);
    const trickle = setInterval(() => socket.writable && socket.write(chunk), 5);
    for (let i = 0; i < 20; i += 1) socket.write(chunk);
    await closed;
    clearInterval(trickle);
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
  }, 10_000);

  it('passes a body within the limit through whole', async () => {
    const res = await fetch(url, { method: 'POST', body: 'x'.repeat(MB) });
    expect(await res.text()).toBe(String(MB));
  });
});
