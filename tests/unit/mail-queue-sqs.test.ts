import { createHash } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetConfigCache } from '../../functions/lib/config';
import { log } from '../../functions/lib/log';
import { mailChannel, queueMessage, sendMessage, smsChannel } from '../../functions/domain/messages';
import type { Mail } from '../../functions/domain/messages';
import { FUNCTION_TEST_ENV } from '../support/function-env';

/**
 * In the cloud a message leaves the request through SQS, sent by the outbox's SQS client. SQS does not
 * run on this machine, so a small server on localhost answers as SQS's JSON protocol does and records what arrives.
 * The client sends to the host of the queue's URL, as it does with the URL CloudFormation gives.
 */
interface Arrived {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

type Answer = (body: string) => { status: number; json: unknown };

const MESSAGE_ID = 'b9d7f3e0-0000-4000-8000-000000000001';
const md5 = (text: string) => createHash('md5').update(text).digest('hex');
const accepted: Answer = (body) => ({
  status: 200,
  json: { MessageId: MESSAGE_ID, MD5OfMessageBody: md5(JSON.parse(body).MessageBody) },
});
const queueMissing: Answer = () => ({
  status: 400,
  json: { __type: 'com.amazonaws.sqs#QueueDoesNotExist', message: 'The specified queue does not exist.' },
});

let server: Server;
let queueUrl: string;
let arrived: Arrived[] = [];
let answers: Answer[] = [];

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
  queueUrl = `http://127.0.0.1:${port}/000000000000/shop-prod-mail`;
  // What a queueing function has in the cloud: the queue's URL and the role's credentials.
  Object.assign(process.env, {
    ...FUNCTION_TEST_ENV,
    AWS_REGION: 'ap-south-1',
    MAIL_QUEUE_URL: queueUrl,
    AWS_ACCESS_KEY_ID: 'AKIDEXAMPLE',
    AWS_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
    AWS_SESSION_TOKEN: 'session-token-of-the-role',
  });
  resetConfigCache();
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  arrived = [];
  answers = [];
  vi.restoreAllMocks();
});

/** What sendMessage logged as its failure: the reason, and the message's id rather than its text. */
function loggedFailure() {
  const error = vi.spyOn(log, 'error');
  return () => {
    expect(error).toHaveBeenCalledTimes(1);
    const [message, reason, fields] = error.mock.calls[0];
    return { message, reason: reason instanceof Error ? reason.name : reason, fields };
  };
}

const mail: Mail = {
  to: 'kasun@example.lk',
  subject: 'Order ORD-000042 is confirmed',
  text: 'ශ්‍රී ලංකා 👍',
  html: '<p>Hello</p>',
};

describe('the outbox in the cloud: SendMessage to the queue MAIL_QUEUE_URL names', () => {
  it('sends the mail as JSON with its id and channel, signed with the function role credentials', async () => {
    const id = await queueMessage(mailChannel, mail);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(arrived).toHaveLength(1);
    const [request] = arrived;
    expect(request.method).toBe('POST');
    expect(request.path).toBe('/');
    expect(request.headers['content-type']).toBe('application/x-amz-json-1.0');
    expect(request.headers['x-amz-target']).toBe('AmazonSQS.SendMessage');
    const sent = JSON.parse(request.body) as { QueueUrl: string; MessageBody: string };
    expect(sent.QueueUrl).toBe(queueUrl);
    expect(JSON.parse(sent.MessageBody)).toEqual({ id, channel: 'mail', ...mail });
    expect(Object.keys(JSON.parse(sent.MessageBody))[0]).toBe('id');
    expect(request.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/ap-south-1\/sqs\/aws4_request, /,
    );
    expect(request.headers['x-amz-security-token']).toBe('session-token-of-the-role');
  });

  it('sendMessage does not fail its request when the queue refuses, and a refusal is not tried again', async () => {
    answers = [queueMissing];
    const logged = loggedFailure();
    await expect(sendMessage(mailChannel, mail)).resolves.toBeUndefined();
    expect(arrived).toHaveLength(1);
    expect(logged()).toEqual({
      message: 'mail could not be queued',
      reason: 'QueueDoesNotExist',
      fields: { mail_id: expect.stringMatching(/^[0-9a-f-]{36}$/) },
    });
    answers = [queueMissing];
    await expect(queueMessage(mailChannel, mail)).rejects.toMatchObject({ name: 'QueueDoesNotExist' });
  });

  it('tries a send again after a 5xx', async () => {
    const unavailable: Answer = () => ({ status: 503, json: { __type: 'ServiceUnavailable' } });
    answers = [unavailable, unavailable];
    await queueMessage(mailChannel, mail);
    expect(arrived).toHaveLength(3);
    expect(new Set(arrived.map((a) => JSON.parse(a.body).MessageBody)).size).toBe(1);
  });

  it('refuses an answer whose MD5 is not that of the mail sent', async () => {
    answers = [() => ({ status: 200, json: { MessageId: 'x', MD5OfMessageBody: md5('something else') } })];
    await expect(queueMessage(mailChannel, mail)).rejects.toThrow('InvalidChecksumError');
  });

  it('refuses a mail outside the e-mail rule before it reaches the queue', async () => {
    await expect(queueMessage(mailChannel, { ...mail, to: 'not an address' })).rejects.toThrow();
    const logged = loggedFailure();
    await sendMessage(mailChannel, { ...mail, to: 'not an address' });
    expect(arrived).toEqual([]);
    expect(logged()).toMatchObject({ message: 'mail could not be queued', reason: 'refused by the queue rule' });
  });
});

describe('an SMS goes on the same outbox (decisions 0063 and 0069)', () => {
  it('as {id, channel:"sms", to, text} with the number in E.164', async () => {
    await sendMessage(
      smsChannel,
      { to: '077 123-4567', text: 'Kesara: your order ORD-000042 is confirmed.' },
      { order_id: 42 },
    );
    expect(arrived).toHaveLength(1);
    const sent = JSON.parse(arrived[0].body) as { QueueUrl: string; MessageBody: string };
    expect(sent.QueueUrl).toBe(queueUrl);
    expect(JSON.parse(sent.MessageBody)).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      channel: 'sms',
      to: '+94771234567',
      text: 'Kesara: your order ORD-000042 is confirmed.',
    });
  });

  it('skips a number that is not a Sri Lankan mobile with a log line that names no number', async () => {
    const info = vi.spyOn(log, 'info');
    await expect(sendMessage(smsChannel, { to: '011 234 5678', text: 'x' }, { order_id: 42 })).resolves.toBeUndefined();
    expect(arrived).toEqual([]);
    expect(info).toHaveBeenCalledWith('sms skipped: not a Sri Lankan mobile number', {
      order_id: 42,
      sms_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    // The number in any form; its digits alone could turn up by chance in the random sms_id.
    const logged = JSON.stringify(info.mock.calls);
    for (const form of ['011 234 5678', '0112345678', '112345678', '+94112345678']) expect(logged).not.toContain(form);
  });

  it('does not fail its request when the queue refuses', async () => {
    answers = [queueMissing];
    const logged = loggedFailure();
    await expect(sendMessage(smsChannel, { to: '0771234567', text: 'x' })).resolves.toBeUndefined();
    expect(logged()).toEqual({
      message: 'sms could not be queued',
      reason: 'QueueDoesNotExist',
      fields: { sms_id: expect.stringMatching(/^[0-9a-f-]{36}$/) },
    });
  });
});
