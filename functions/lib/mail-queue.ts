import { SendMessageCommand } from '@aws-sdk/client-sqs';
import { randomUUID } from 'node:crypto';
import * as z from 'zod/mini';
// The class alone: reading it as `z.core.$ZodError` makes the bundler keep all of zod's core, locales included (400 KB).
import { $ZodError } from 'zod/v4/core';
import { isAcceptedEmail } from '../../shared/validation/email';
import { E164_PATTERN } from '../../shared/rules/phone-numbers';
import { filledText } from '../../shared/validation/filled-text';
import { queues } from './clients';
import { config } from './config';
import { log } from './log';
import { countMetric } from './metrics';
import { sendMail, type Mail } from './mail';
import { sendSms } from './sms';

/**
 * Mails that must not be lost (order, status, contact), and the order SMS, leave the request path through a queue: SQS with a
 * dead-letter queue in the cloud (consumed by functions/handlers/mail/deliver-mail.ts), an in-process queue with the
 * same retry count in the local shop. `enqueueMail` never fails its request (a failure to queue is logged: an order
 * stands without its mail); `queueMail` throws, for a request whose answer promises the mail (contact).
 */
export const MAIL_MAX_RECEIVE_COUNT = 5;

/** An address the shop's one e-mail rule accepts (shared/validation/email.ts): the forms check with the same rule. */
const address = z.string().check(z.refine(isAcceptedEmail, { error: 'not an address the shop can mail' }));

/** A queued mail: the mail and an id that log lines name instead of its text or addresses. */
export const queuedMailSchema = z.object({
  id: z.optional(z.string()),
  to: address,
  subject: filledText(),
  text: z.string(),
  html: z.string(),
  replyTo: z.optional(address),
});

/** A queued SMS (decision 0063): `to` in E.164, as functions/lib/sms-queue.ts normalised it. */
export const queuedSmsSchema = z.object({
  kind: z.literal('sms'),
  id: z.string(),
  to: z.string().check(z.regex(E164_PATTERN)),
  text: filledText(),
});
export type QueuedSms = z.infer<typeof queuedSmsSchema>;

/**
 * The consumer both queues run: one queued message, parsed and sent. The queue carries mails and SMS, told apart by
 * `kind`; a message without one is a mail (mails queued before SMS existed have none). A message that is neither
 * throws (and ends dead-lettered).
 */
export async function deliverQueuedMessage(body: string): Promise<void> {
  const message: unknown = JSON.parse(body);
  if ((message as { kind?: unknown } | null)?.kind === 'sms') {
    const { id, to, text } = queuedSmsSchema.parse(message);
    await sendSms({ to, text }, id);
    return;
  }
  const { id: _id, ...mail } = queuedMailSchema.parse(message);
  await sendMail(mail);
}

let localQueue: { send(body: string): void } | undefined;

/**
 * Called by the local shop (infra/local/in-process-mail-queue.ts). The queue is handed in rather than imported so
 * that no Lambda bundle carries it, nor the SES client its consumer sends with: a route only puts mail on SQS.
 */
export function queueMailsLocally(queue: { send(body: string): void }): void {
  localQueue = queue;
}

/** Puts one message (a mail or an SMS) on the mail queue: SQS in the cloud, the local shop's queue here. */
export async function sendToMailQueue(body: string): Promise<void> {
  const queueUrl = config().MAIL_QUEUE_URL;
  if (queueUrl) {
    await queues().send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: body }));
    return;
  }
  if (!localQueue)
    throw new Error('No mail queue: MAIL_QUEUE_URL is unset and the local shop has not handed in its queue');
  localQueue.send(body);
}

/**
 * Queues a mail and returns its id, or throws: a mail the queue would refuse (an address outside the rule) is refused
 * here, before it is queued, rather than retried and dead-lettered later.
 */
export async function queueMail(mail: Mail, id = randomUUID()): Promise<string> {
  await sendToMailQueue(JSON.stringify(queuedMailSchema.parse({ id, ...mail })));
  return id;
}

/** Queues a mail that must not fail its request (order and status mails): a failure is logged and counted. */
export async function enqueueMail(mail: Mail): Promise<void> {
  const id = randomUUID();
  try {
    await queueMail(mail, id);
  } catch (error) {
    const reason = error instanceof $ZodError ? 'refused by the queue rule' : error;
    log.error('mail could not be queued', reason, { mail_id: id });
    countMetric('MailsFailed');
  }
}

/** The id a queued message's log lines name (never its text, addresses or phone number). */
export function queuedMessageId(body: string): string | undefined {
  try {
    const id: unknown = JSON.parse(body)?.id;
    return typeof id === 'string' ? id : undefined;
  } catch {
    return undefined;
  }
}
