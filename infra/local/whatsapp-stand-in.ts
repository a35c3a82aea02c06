import { randomUUID } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { E164_PATTERN } from '../../shared/rules/phone-numbers';
import { bodyOf } from './sms-stand-in';

/**
 * The local shop's stand-in for AWS End User Messaging Social (decision 0082): the WhatsApp channel's own SDK client
 * is pointed at it (WHATSAPP_ENDPOINT), so the request it answers is the one the cloud gets: SendWhatsAppMessage
 * (REST JSON, `POST /v1/whatsapp/send`, the Cloud API message base64 in `message`). It keeps each message's template
 * and parameters in memory and serves them at GET /store, which the gateway shows at /_local/whatsapp.
 */
export interface LocalWhatsApp {
  id: string;
  to: string;
  from: string;
  template: string;
  language: string;
  parameters: string[];
  date: string;
}

/** Numbers the stand-in answers as Meta does a number that is not on WhatsApp: a refusal no retry changes. */
export const NOT_ON_WHATSAPP_PREFIX = '+9477000001';

function json(res: ServerResponse, status: number, body: unknown, errorType?: string): void {
  res
    .writeHead(status, { 'content-type': 'application/json', ...(errorType ? { 'x-amzn-errortype': errorType } : {}) })
    .end(JSON.stringify(body));
}

interface CloudApiMessage {
  to?: unknown;
  type?: unknown;
  template?: { name?: unknown; language?: { code?: unknown }; components?: { parameters?: { text?: unknown }[] }[] };
}

/** One SendWhatsAppMessage: checked as the service and Meta check a template message, kept, answered with an id. */
function send(body: Record<string, unknown>, res: ServerResponse, kept: LocalWhatsApp[]): void {
  const invalid = (message: string) => json(res, 400, { message }, 'InvalidParametersException');
  const from = body.originationPhoneNumberId;
  if (typeof from !== 'string' || !from) return invalid('originationPhoneNumberId is required.');
  if (typeof body.metaApiVersion !== 'string') return invalid('metaApiVersion is required.');
  let message: CloudApiMessage;
  try {
    message = JSON.parse(Buffer.from(String(body.message), 'base64').toString('utf8')) as CloudApiMessage;
  } catch {
    return invalid('message is not a WhatsApp Cloud API message.');
  }
  const { to, type, template } = message;
  if (typeof to !== 'string' || !E164_PATTERN.test(to)) return invalid('to must be a phone number in E.164.');
  if (type !== 'template' || typeof template?.name !== 'string') return invalid('Only template messages are sent.');
  if (to.startsWith(NOT_ON_WHATSAPP_PREFIX))
    return json(res, 403, { message: 'The recipient is not a WhatsApp user.' }, 'AccessDeniedByMetaException');
  const parameters = (template.components ?? []).flatMap((c) => (c.parameters ?? []).map((p) => String(p.text)));
  const id = randomUUID();
  kept.push({
    id,
    to,
    from,
    template: template.name,
    language: String(template.language?.code ?? ''),
    parameters,
    date: new Date().toISOString(),
  });
  json(res, 200, { messageId: id });
}

export async function startWhatsAppStandIn(): Promise<{ endpoint: string; close: () => Promise<void> }> {
  const kept: LocalWhatsApp[] = [];
  const server = createServer((req, res) => {
    if (req.method === 'GET' && req.url === '/store') return json(res, 200, kept);
    if (req.method !== 'POST' || req.url !== '/v1/whatsapp/send')
      return json(res, 404, { message: 'The stand-in sends WhatsApp messages only.' }, 'ResourceNotFoundException');
    bodyOf(req).then(
      (text) => {
        try {
          send(JSON.parse(text) as Record<string, unknown>, res, kept);
        } catch {
          json(res, 400, { message: 'The body is not JSON.' }, 'ValidationException');
        }
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
