import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { smsSize, type SmsEncoding } from '../../functions/domain/sms';
import { E164_PATTERN } from '../../shared/rules/phone-numbers';

/**
 * The local shop's stand-in for AWS End User Messaging SMS: the SMS channel's own SDK client
 * (functions/domain/messages/channels/sms/client.ts) is pointed at it (SMS_ENDPOINT), so the request it answers is
 * the one the cloud gets. It speaks SendTextMessage's JSON 1.0 protocol, keeps each message in memory (like the
 * local SES's mailbox) and serves them at GET /store, which the gateway shows at /_local/sms.
 */
export interface LocalSms {
  id: string;
  to: string;
  from: string;
  text: string;
  message_type: string | null;
  configuration_set: string | null;
  encoding: SmsEncoding;
  segments: number;
  date: string;
}

const TARGET = 'PinpointSMSVoiceV2.SendTextMessage';

interface SendTextMessageBody {
  DestinationPhoneNumber?: unknown;
  OriginationIdentity?: unknown;
  MessageBody?: unknown;
  MessageType?: unknown;
  ConfigurationSetName?: unknown;
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/x-amz-json-1.0' }).end(JSON.stringify(body));
}

/** The error shape of the JSON protocol, which the SDK turns into a ValidationException. */
const invalid = (res: ServerResponse, message: string) =>
  json(res, 400, { __type: 'ValidationException', message, Reason: 'INVALID_PARAMETER' });

/**
 * Numbers the stand-in treats as having opted out (they replied STOP), as the service answers them: a
 * ConflictException that no retry will change.
 */
export const OPTED_OUT_PREFIX = '+9477000000';

export async function bodyOf(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** One SendTextMessage: checked as the service checks what the shop sends, kept, answered with a message id. */
function sendTextMessage(body: SendTextMessageBody, res: ServerResponse, kept: LocalSms[]): void {
  const { DestinationPhoneNumber: to, OriginationIdentity: from, MessageBody: text } = body;
  if (typeof to !== 'string' || !E164_PATTERN.test(to)) return invalid(res, 'DestinationPhoneNumber must be in E.164.');
  if (typeof from !== 'string' || !from) return invalid(res, 'OriginationIdentity is required.');
  if (typeof text !== 'string' || !text) return invalid(res, 'MessageBody is required.');
  if (to.startsWith(OPTED_OUT_PREFIX))
    return json(res, 400, {
      __type: 'ConflictException',
      message: 'The destination phone number has opted out.',
      Reason: 'DESTINATION_PHONE_NUMBER_OPTED_OUT',
    });
  const id = randomUUID();
  const size = smsSize(text);
  kept.push({
    id,
    to,
    from,
    text,
    message_type: typeof body.MessageType === 'string' ? body.MessageType : null,
    configuration_set: typeof body.ConfigurationSetName === 'string' ? body.ConfigurationSetName : null,
    encoding: size.encoding,
    segments: size.segments,
    date: new Date().toISOString(),
  });
  json(res, 200, { MessageId: id });
}

export async function startSmsStandIn(): Promise<{ endpoint: string; close: () => Promise<void> }> {
  const kept: LocalSms[] = [];
  const server = createServer((req, res) => {
    if (req.method === 'GET' && req.url === '/store') return json(res, 200, kept);
    if (req.method !== 'POST' || req.headers['x-amz-target'] !== TARGET)
      return json(res, 400, { __type: 'UnknownOperationException', message: 'The stand-in sends text messages only.' });
    bodyOf(req).then(
      (text) => {
        let body: SendTextMessageBody;
        try {
          body = JSON.parse(text) as SendTextMessageBody;
        } catch {
          return invalid(res, 'The body is not JSON.');
        }
        sendTextMessage(body, res, kept);
      },
      () => res.destroy(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
