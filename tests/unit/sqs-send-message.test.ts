import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { SignatureV4 } from '@smithy/signature-v4';
import { createHash } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Sha256 } from '../../functions/lib/aws-signing/sha256';
import { resetConfigCache } from '../../functions/lib/config';
import { enqueueMail } from '../../functions/lib/mail-queue';
import { sendMessage, SqsError, type SqsQueue } from '../../functions/lib/sqs/send-message';

/**
 * SQS does not run on this machine, so a stand-in on localhost records what arrives and answers as SQS's JSON
 * protocol does. What a request must look like is not our guess: the same SendMessage made by the SQS client (kept
 * as a dev dependency for this) is the reference, and every request's signature is checked against what arrived.
 */
const CREDENTIALS = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY' };

interface Arrived {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

type Answer = (body: string) => { status: number; json: unknown };

const md5 = (text: string) => createHash('md5').update(text).digest('hex');
const accepted: Answer = (body) => ({
  status: 200,
  json: { MessageId: 'b9d7f3e0-0000-4000-8000-000000000001', MD5OfMessageBody: md5(JSON.parse(body).MessageBody) },
});

let server: Server;
let arrived: Arrived[] = [];
let answers: Answer[] = [];
let queue: SqsQueue;

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      arrived.push({ method: req.method!, path: req.url!, headers: req.headers, body });
      const { status, json } = (answers.shift() ?? accepted)(body);
      res.writeHead(status, { 'content-type': 'application/x-amz-json-1.0' }).end(JSON.stringify(json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  queue = {
    url: `http://127.0.0.1:${port}/000000000000/shop-prod-mail`,
    region: 'ap-south-1',
    credentials: () => CREDENTIALS,
  };
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  arrived = [];
  answers = [];
});

/** Signs what arrived again, over the headers its Authorization names, and returns both signatures. */
async function signatures(
  request: Arrived,
  credentials: typeof CREDENTIALS & { sessionToken?: string } = CREDENTIALS,
): Promise<{ sent: string; recomputed: string }> {
  const sent = String(request.headers.authorization);
  const signedNames = /SignedHeaders=([^,]+)/.exec(sent)![1].split(';');
  const headers = Object.fromEntries(signedNames.map((name) => [name, String(request.headers[name])]));
  const amzDate = String(request.headers['x-amz-date']);
  const signingDate = new Date(
    `${amzDate.slice(0, 4)}-${amzDate.slice(4, 6)}-${amzDate.slice(6, 11)}:${amzDate.slice(11, 13)}:${amzDate.slice(13)}`,
  );
  const [hostname, port] = String(request.headers.host).split(':');
  const signer = new SignatureV4({ service: 'sqs', region: queue.region, credentials, sha256: Sha256 });
  const resigned = await signer.sign(
    {
      method: request.method,
      protocol: 'http:',
      hostname,
      port: Number(port),
      path: request.path,
      query: {},
      headers,
      body: request.body,
    },
    { signingDate },
  );
  return { sent, recomputed: String(resigned.headers.authorization) };
}

describe('SQS SendMessage over signed fetch (functions/lib/sqs/send-message.ts, decision 0045)', () => {
  it('sends what the SQS client sends, signed over what arrives, and returns the message id', async () => {
    const body = JSON.stringify({ to: 'kasun@example.lk', subject: 'Order ORD-000042 is confirmed', text: 'ශ්‍රී 👍' });
    const client = new SQSClient({
      region: queue.region,
      endpoint: new URL(queue.url).origin,
      credentials: CREDENTIALS,
    });
    await client.send(new SendMessageCommand({ QueueUrl: queue.url, MessageBody: body }));
    const [reference] = arrived;
    arrived = [];

    expect(await sendMessage(queue, body)).toBe('b9d7f3e0-0000-4000-8000-000000000001');
    const [ours] = arrived;
    expect(ours.method).toBe(reference.method);
    expect(ours.path).toBe(reference.path);
    expect(ours.headers['content-type']).toBe(reference.headers['content-type']);
    expect(ours.headers['x-amz-target']).toBe(reference.headers['x-amz-target']);
    expect(JSON.parse(ours.body)).toEqual(JSON.parse(reference.body));
    expect(ours.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/ap-south-1\/sqs\/aws4_request, SignedHeaders=[^ ]*content-type;host;[^ ]*x-amz-target/,
    );

    const { sent, recomputed } = await signatures(ours);
    expect(sent).toBe(recomputed);
  });

  it("refuses with SQS's error code and does not try again when the queue is not there", async () => {
    answers = [
      () => ({
        status: 400,
        json: { __type: 'com.amazonaws.sqs#QueueDoesNotExist', message: 'The specified queue does not exist.' },
      }),
    ];
    const error = await sendMessage(queue, 'hello').then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(SqsError);
    expect(error).toMatchObject({ status: 400, code: 'QueueDoesNotExist' });
    expect(arrived).toHaveLength(1);
  });

  it('tries a 5xx again, up to three attempts in all', async () => {
    const unavailable: Answer = () => ({ status: 503, json: { __type: 'ServiceUnavailable' } });
    answers = [unavailable, unavailable];
    expect(await sendMessage(queue, 'second time lucky')).toBe('b9d7f3e0-0000-4000-8000-000000000001');
    expect(arrived).toHaveLength(3);

    arrived = [];
    answers = [unavailable, unavailable, unavailable];
    await expect(sendMessage(queue, 'never')).rejects.toMatchObject({ status: 503, code: 'ServiceUnavailable' });
    expect(arrived).toHaveLength(3);
  });

  it('tries a throttled send again, a 400 ThrottlingException or a 429, as the SQS client does', async () => {
    answers = [
      () => ({ status: 400, json: { __type: 'com.amazonaws.sqs#ThrottlingException', message: 'Rate exceeded' } }),
      () => ({ status: 429, json: {} }),
    ];
    expect(await sendMessage(queue, 'a busy minute')).toBe('b9d7f3e0-0000-4000-8000-000000000001');
    expect(arrived).toHaveLength(3);
  });

  it('refuses an answer whose MD5 is not that of the body sent, as the SQS client does', async () => {
    answers = [() => ({ status: 200, json: { MessageId: 'x', MD5OfMessageBody: md5('something else') } })];
    await expect(sendMessage(queue, 'the real body')).rejects.toThrow(/MD5 does not match/);
  });

  it('enqueueMail puts the mail on the queue MAIL_QUEUE_URL names, with the function role credentials', async () => {
    Object.assign(process.env, {
      TABLE_NAME: 'shop-test',
      UPLOADS_BUCKET: 'shop-test-uploads',
      PUBLIC_BASE_URL: 'https://shop.example.lk',
      MAIL_FROM: 'no-reply@kesara.lk',
      SHOP_EMAIL: 'hello@kesara.lk',
      SIGNING_SECRET: 'x'.repeat(32),
      AWS_REGION: queue.region,
      MAIL_QUEUE_URL: queue.url,
      AWS_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
      AWS_SESSION_TOKEN: 'session-token-of-the-role',
    });
    resetConfigCache();
    const mail = { to: 'kasun@example.lk', subject: 'Your order is on its way', text: 'Hello', html: '<p>Hello</p>' };
    await enqueueMail(mail);
    expect(arrived).toHaveLength(1);
    expect(JSON.parse(JSON.parse(arrived[0].body).MessageBody)).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      ...mail,
    });
    expect(arrived[0].headers['x-amz-security-token']).toBe('session-token-of-the-role');
    const { sent, recomputed } = await signatures(arrived[0], {
      ...CREDENTIALS,
      sessionToken: 'session-token-of-the-role',
    });
    expect(sent).toContain('x-amz-security-token');
    expect(sent).toBe(recomputed);
  });
});
