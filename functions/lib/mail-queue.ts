import * as z from 'zod/mini';
import { filledText } from '../../shared/validation/filled-text';
import { mailQueue } from './clients';
import { log } from './log';
import { countMetric } from './metrics';
import { sendMail, type Mail } from './mail';
import { sendMessage } from './sqs/send-message';

/**
 * Mails that must not be lost (order, status, contact) leave the request path through a queue: SQS with a
 * dead-letter queue in the cloud (consumed by functions/handlers/mail/deliver-mail.ts), an in-process queue with the
 * same retry count in the local shop. Enqueueing never fails the request: a failure to enqueue is logged.
 */
export const MAIL_MAX_RECEIVE_COUNT = 5;

const mailSchema = z.object({
  to: z.email(),
  subject: filledText(),
  text: z.string(),
  html: z.string(),
  replyTo: z.optional(z.email()),
});

/** The consumer both queues run: one queued message, parsed and sent. A message that is not a mail throws (and ends dead-lettered). */
export async function deliverQueuedMail(body: string): Promise<void> {
  await sendMail(mailSchema.parse(JSON.parse(body)));
}

let localQueue: { send(body: string): void } | undefined;

/**
 * Called by the local shop (infra/local/in-process-mail-queue.ts). The queue is handed in rather than imported so
 * that no Lambda bundle carries it, nor the SES client its consumer sends with: a route only puts mail on SQS.
 */
export function queueMailsLocally(queue: { send(body: string): void }): void {
  localQueue = queue;
}

async function send(body: string): Promise<void> {
  const queue = mailQueue();
  if (queue) {
    await sendMessage(queue, body);
    return;
  }
  if (!localQueue) throw new Error('No mail queue: MAIL_QUEUE_URL is unset and the local shop has not handed in its queue');
  localQueue.send(body);
}

export async function enqueueMail(mail: Mail): Promise<void> {
  try {
    await send(JSON.stringify(mail));
  } catch (error) {
    log.error('mail could not be queued', error, { subject: mail.subject });
    countMetric('MailsFailed');
  }
}
