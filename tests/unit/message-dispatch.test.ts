import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSes } from '../../infra/local/emulators';
import { startSmsStandIn, type LocalSms } from '../../infra/local/sms-stand-in';
import { startWhatsAppStandIn, type LocalWhatsApp } from '../../infra/local/whatsapp-stand-in';
import { FUNCTION_TEST_ENV } from '../support/function-env';

/**
 * The outbox's consumer hands each message to the channel it names (decision 0069), and still reads the bodies
 * queued before channels existed. The channels send through the shop's own clients to the local SES and the local
 * SMS and WhatsApp stand-ins, started here on loopback ports as the local shop starts them.
 */
type Messages = typeof import('../../functions/domain/messages');
let messages: Messages;
let ses: Awaited<ReturnType<typeof startSes>>;
let sms: Awaited<ReturnType<typeof startSmsStandIn>>;
let whatsApp: Awaited<ReturnType<typeof startWhatsAppStandIn>>;

beforeAll(async () => {
  [ses, sms, whatsApp] = await Promise.all([startSes(), startSmsStandIn(), startWhatsAppStandIn()]);
  Object.assign(process.env, {
    ...FUNCTION_TEST_ENV,
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'local',
    AWS_SECRET_ACCESS_KEY: 'local',
    SES_ENDPOINT: ses.endpoint,
    SMS_ENDPOINT: sms.endpoint,
    SMS_ORIGINATION_IDENTITY: 'KESARA',
    WHATSAPP_ENDPOINT: whatsApp.endpoint,
    WHATSAPP_PHONE_NUMBER_ID: 'phone-number-id-0123456789abcdef0123456789abcdef',
    WHATSAPP_ORDER_UPDATE_TEMPLATE: 'kesara_order_update',
    WHATSAPP_MARKETING_TEMPLATE: 'kesara_offers',
  });
  messages = await import('../../functions/domain/messages');
});

afterAll(() => Promise.all([ses.close(), sms.close(), whatsApp.close()]));

const mailed = async () =>
  (
    (await (await fetch(`${ses.endpoint}/store`)).json()) as {
      emails: Array<{ subject: string; destination: { to: string[] } }>;
    }
  ).emails;
const texted = async () => (await (await fetch(`${sms.endpoint}/store`)).json()) as LocalSms[];
const whatsApped = async () => (await (await fetch(`${whatsApp.endpoint}/store`)).json()) as LocalWhatsApp[];

/** What the consumer sent for one body: the new mails and SMS, as each service received them. */
async function deliveredBy(body: unknown): Promise<{ mails: string[]; texts: string[] }> {
  const [mailsBefore, textsBefore] = [(await mailed()).length, (await texted()).length];
  await messages.deliverMessage(typeof body === 'string' ? body : JSON.stringify(body));
  return {
    mails: (await mailed()).slice(mailsBefore).map((m) => `${m.destination.to.join()} ${m.subject}`),
    texts: (await texted()).slice(textsBefore).map((t) => `${t.to} ${t.text}`),
  };
}

const mail = {
  to: 'kasun@example.lk',
  subject: 'Order ORD-000042 is confirmed',
  text: 'Thanks',
  html: '<p>Thanks</p>',
};
const text = { to: '+94771234567', text: 'Kesara: your order ORD-000042 is confirmed.' };

let queued: string[] = [];
beforeEach(() => {
  queued = [];
  messages.queueMessagesLocally({ send: (body) => void queued.push(body) });
});

describe('the consumer dispatches by channel', () => {
  it('a mail goes to SES and nowhere else; an SMS to End User Messaging and nowhere else', async () => {
    expect(await deliveredBy({ id: 'm-1', channel: 'mail', ...mail })).toEqual({
      mails: [`kasun@example.lk ${mail.subject}`],
      texts: [],
    });
    expect(await deliveredBy({ id: 's-1', channel: 'sms', ...text })).toEqual({
      mails: [],
      texts: [`+94771234567 ${text.text}`],
    });
  });

  it('reads a message with the shape of the channel it names: a mail put under `sms` is refused', async () => {
    await expect(deliveredBy({ id: 'x-1', channel: 'sms', ...mail })).rejects.toThrow();
    await expect(deliveredBy({ id: 'x-2', channel: 'mail', ...text })).rejects.toThrow();
  });

  it('a channel the registry does not list, or a body that is no message, throws (retried, then dead-lettered)', async () => {
    await expect(deliveredBy({ id: 'w-1', channel: 'telegram', ...text })).rejects.toThrow('No channel "telegram"');
    await expect(deliveredBy({ id: 'w-2', channel: 'toString', ...text })).rejects.toThrow('No channel "toString"');
    await expect(deliveredBy('[]')).rejects.toThrow('JSON object');
    // A marketing message whose recipient cannot be read is never sent unasked.
    await expect(deliveredBy({ id: 'w-3', channel: 'mail', ...mail, marketingTo: { name: 'x' } })).rejects.toThrow(
      'names its recipient',
    );
    await expect(deliveredBy('{"to":')).rejects.toThrow();
  });

  it('still delivers the bodies queued before the outbox had channels (SQS or the local disk queue)', async () => {
    // A mail from before ids, a mail with an id, and an SMS told apart by `kind`.
    expect(await deliveredBy(mail)).toEqual({ mails: [`kasun@example.lk ${mail.subject}`], texts: [] });
    expect(await deliveredBy({ id: 'old-mail', ...mail, subject: 'Older' })).toEqual({
      mails: ['kasun@example.lk Older'],
      texts: [],
    });
    expect(await deliveredBy({ kind: 'sms', id: 'old-sms', ...text })).toEqual({
      mails: [],
      texts: [`+94771234567 ${text.text}`],
    });
  });

  it('what sendMessage queues is what the consumer delivers, for every channel', async () => {
    await messages.sendMessage(messages.mailChannel, mail);
    await messages.sendMessage(messages.smsChannel, { to: '077 123-4567', text: text.text });
    expect(queued.map((body) => JSON.parse(body).channel)).toEqual(['mail', 'sms']);
    expect(await deliveredBy(queued[0])).toEqual({ mails: [`kasun@example.lk ${mail.subject}`], texts: [] });
    expect(await deliveredBy(queued[1])).toEqual({ mails: [], texts: [`+94771234567 ${text.text}`] });
  });

  it('lists each channel under its own name', async () => {
    const { CHANNELS } = await import('../../functions/domain/messages/channels/registry');
    expect(Object.entries(CHANNELS).map(([name, adapter]) => [name, adapter.channel.name])).toEqual([
      ['mail', 'mail'],
      ['sms', 'sms'],
      ['whatsapp', 'whatsapp'],
    ]);
    expect(messages.CHANNEL_NAMES).toEqual(['mail', 'sms', 'whatsapp']);
  });
});

describe('the WhatsApp channel (decision 0082) and mail headers (decision 0081)', () => {
  const sinhala = 'Kesara: ආයුබෝවන් නිමල්, ඔබගේ ඇණවුම ORD-000042 තහවුරු කර ඇත.';

  it('a WhatsApp message goes to End User Messaging Social with its approved template and UTF-8 parameters, nowhere else', async () => {
    const before = (await whatsApped()).length;
    const body = {
      id: 'wa-1',
      channel: 'whatsapp',
      to: '+94771234567',
      template: 'order_update',
      parameters: [sinhala],
    };
    expect(await deliveredBy(body)).toEqual({ mails: [], texts: [] });
    const sent = (await whatsApped()).slice(before);
    expect(sent).toEqual([
      expect.objectContaining({
        to: '+94771234567',
        from: 'phone-number-id-0123456789abcdef0123456789abcdef',
        template: 'kesara_order_update',
        language: 'en',
        parameters: [sinhala],
      }),
    ]);
  });

  it('a number WhatsApp refuses for good is logged and dropped, not retried; a template outside the list is refused', async () => {
    const before = (await whatsApped()).length;
    const refused = {
      id: 'wa-2',
      channel: 'whatsapp',
      to: '+94770000011',
      template: 'order_update',
      parameters: ['x'],
    };
    await expect(deliveredBy(refused)).resolves.toEqual({ mails: [], texts: [] });
    expect((await whatsApped()).length).toBe(before);
    const unknown = { ...refused, id: 'wa-3', to: '+94771234567', template: 'hello_world' };
    await expect(deliveredBy(unknown)).rejects.toThrow();
  });

  it("a mail's own headers reach SES as they are (List-Unsubscribe and its one-click Post)", async () => {
    const headers = [
      { name: 'List-Unsubscribe', value: '<https://kesara.lk/api/v2/unsubscribe?t=abc>' },
      { name: 'List-Unsubscribe-Post', value: 'List-Unsubscribe=One-Click' },
    ];
    await deliveredBy({ id: 'h-1', channel: 'mail', ...mail, subject: 'With headers', headers });
    const stored = (await (await fetch(`${ses.endpoint}/store`)).json()) as {
      emails: Array<{ subject: string; headers?: { name: string; value: string }[] }>;
    };
    expect(stored.emails.find((m) => m.subject === 'With headers')?.headers).toEqual(headers);
  });

  it('a header with a line break is refused before it is queued (no header injection)', async () => {
    const bad = [{ name: 'List-Unsubscribe', value: '<https://kesara.lk>\r\nBcc: x@example.lk' }];
    await expect(messages.queueMessage(messages.mailChannel, { ...mail, headers: bad })).rejects.toThrow();
  });
});
