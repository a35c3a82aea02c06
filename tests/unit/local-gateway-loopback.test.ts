import { S3Client } from '@aws-sdk/client-s3';
import type { AddressInfo, Socket } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSes } from '../../infra/local/emulators';
import { createGateway } from '../../infra/local/gateway';
import { MERCHANT_CALLS_PATH } from '../../infra/local/payhere/merchant-api';
import { startSmsStandIn } from '../../infra/local/sms-stand-in';
import { startWhatsAppStandIn } from '../../infra/local/whatsapp-stand-in';

const REFUSALS: Record<string, string> = {
  '/_local/mail': 'The local mailbox is served only to this machine.',
  '/_local/mail.json': 'The local mailbox is served only to this machine.',
  '/_local/sms': 'The local SMS are served only to this machine.',
  '/_local/sms.json': 'The local SMS are served only to this machine.',
  '/_local/whatsapp': 'The local WhatsApp messages are served only to this machine.',
  '/_local/whatsapp.json': 'The local WhatsApp messages are served only to this machine.',
  [MERCHANT_CALLS_PATH]: 'The PayHere stand-in is served only to this machine.',
};

/** How clients on the network look to a gateway listening on 0.0.0.0 or on `::`. */
const OTHER_MACHINES = ['192.168.1.20', '::ffff:192.168.1.20', '2001:db8::7'];

describe("the gateway serves the mailbox, the SMS and WhatsApp lists and PayHere's calls to loopback clients only (issue 29, defect 11)", () => {
  let ses: Awaited<ReturnType<typeof startSes>>;
  let sms: Awaited<ReturnType<typeof startSmsStandIn>>;
  let whatsApp: Awaited<ReturnType<typeof startWhatsAppStandIn>>;
  let gateway: ReturnType<typeof createGateway>;
  let base = '';
  /**
   * The remote address every socket of the gateway reports: the requests themselves only ever travel over
   * 127.0.0.1 (the test machines allow no other traffic). Undefined: the socket's own address.
   */
  let seenFrom: string | undefined;

  beforeAll(async () => {
    [ses, sms, whatsApp] = await Promise.all([startSes(), startSmsStandIn(), startWhatsAppStandIn()]);
    gateway = createGateway({
      repoRoot: process.cwd(),
      spaDir: join(process.cwd(), 'web', 'dist'),
      corsOrigins: [],
      uploadsBucket: 'unused',
      s3: new S3Client({ region: 'us-east-1' }),
      sesEndpoint: ses.endpoint,
      smsEndpoint: sms.endpoint,
      whatsAppEndpoint: whatsApp.endpoint,
    });
    gateway.prependListener('connection', (socket: Socket) => {
      const own = socket.remoteAddress;
      Object.defineProperty(socket, 'remoteAddress', { get: () => seenFrom ?? own });
    });
    await new Promise<void>((r) => gateway.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((r) => gateway.close(r));
    await Promise.all([ses.close(), sms.close(), whatsApp.close()]);
  });

  it.each(OTHER_MACHINES)('refuses them to %s, whatever the forwarding headers claim', async (address) => {
    seenFrom = address;
    for (const [path, message] of Object.entries(REFUSALS)) {
      const res = await fetch(`${base}${path}`, {
        headers: { 'x-forwarded-for': '127.0.0.1', forwarded: 'for=127.0.0.1', 'x-real-ip': '127.0.0.1' },
      });
      expect(res.status, path).toBe(403);
      expect(await res.json(), path).toEqual({ status: 'error', message });
    }
    // The shop itself is served to the network when HOST is 0.0.0.0.
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
  });

  it('serves them to this machine', async () => {
    seenFrom = undefined;
    for (const path of Object.keys(REFUSALS)) {
      const res = await fetch(`${base}${path}`);
      expect(res.status, path).toBe(200);
    }
    expect(await (await fetch(`${base}/_local/mail.json`)).json()).toEqual([]);
    expect(await (await fetch(`${base}/_local/sms.json`)).json()).toEqual([]);
    expect(await (await fetch(`${base}/_local/whatsapp.json`)).json()).toEqual([]);
  });
});
