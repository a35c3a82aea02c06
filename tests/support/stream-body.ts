import { request } from 'node:http';

export const MB = 1024 * 1024;

/**
 * Streams up to `totalBytes` without a Content-Length (chunked) and stops as soon as the server answers; returns the
 * status, the answer and how many bytes had been handed to the socket by then. A reset before the answer rejects.
 */
export function streamBody(url: string, totalBytes: number): Promise<{ status: number; sent: number; body: string }> {
  return new Promise((resolveResult, reject) => {
    let sent = 0;
    let answered = false;
    const chunk = Buffer.alloc(MB, 0x61);
    const req = request(url, { method: 'POST', headers: { 'content-type': 'application/json' } }, (res) => {
      answered = true;
      let body = '';
      res.on('data', (d) => (body += d));
      res.on('end', () => resolveResult({ status: res.statusCode ?? 0, sent, body }));
    });
    req.on('error', (error) => (answered ? undefined : reject(error)));
    const pump = () => {
      while (!answered && sent < totalBytes) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      if (!answered) req.end();
    };
    pump();
  });
}
