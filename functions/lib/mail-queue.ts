import { SendMessageCommand } from '@aws-sdk/client-sqs';
import * as z from 'zod/mini';
import { queues } from './clients';
import { config } from './config';
import { InProcessQueue } from './in-process-queue';
import { log } from './log';
import { countMetric, publishMetricsNow } from './metrics';
import { sendMail, type Mail } from './mail';

/**
 * Mails that must not be lost (order, status, contact) leave the request path through a queue: SQS with a
 * dead-letter queue in the cloud (consumed by functions/handlers/mail/deliver-mail.ts), an in-process queue with the
 * same retry count in the local shop. Enqueueing never fails the request: a failure to enqueue is logged.
 */
export const MAIL_MAX_RECEIVE_COUNT = 5;

const mailSchema = z.object({
  to: z.email(),
  subject: z.string().check(z.minLength(1)),
  text: z.string(),
  html: z.string(),
  replyTo: z.optional(z.email()),
});

/** The consumer both queues run: one queued message, parsed and sent. A message that is not a mail throws (and ends dead-lettered). */
export async function deliverQueuedMail(body: string): Promise<void> {
  await sendMail(mailSchema.parse(JSON.parse(body)));
}

const LOCAL_RETRY_DELAYS_MS = [500, 1000, 2000, 4000];

export const localMailQueue = new InProcessQueue<string>({
  handle: deliverQueuedMail,
  maxReceiveCount: MAIL_MAX_RECEIVE_COUNT,
  retryDelayMs: (attempt) => LOCAL_RETRY_DELAYS_MS[Math.min(attempt, LOCAL_RETRY_DELAYS_MS.length) - 1],
  onDeadLetter: (letter) => {
    log.error('mail dead-lettered', letter.error, { attempts: letter.attempts, mail: letter.message });
    // The local queue retries outside any request, so its count is published at once.
    countMetric('MailsFailed');
    publishMetricsNow();
  },
});

export async function enqueueMail(mail: Mail): Promise<void> {
  const body = JSON.stringify(mail);
  const queueUrl = config().MAIL_QUEUE_URL;
  if (!queueUrl) {
    localMailQueue.send(body);
    return;
  }
  try {
    await queues().send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: body }));
  } catch (error) {
    log.error('mail could not be queued', error, { subject: mail.subject });
    countMetric('MailsFailed');
  }
}
