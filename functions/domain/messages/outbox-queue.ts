import { SendMessageCommand, SQSClient } from '@aws-sdk/client-sqs';
import { config } from '../../lib/config';

/**
 * The outbox: one queue for every message the shop sends, whatever its channel. In the cloud an SQS queue with a
 * dead-letter queue (infra/messages/outbox.ts), consumed by functions/handlers/messages/deliver-message.ts; in the
 * local shop an in-process queue with the same receive count, kept on disk (infra/local/in-process-outbox.ts).
 */
export const OUTBOX_MAX_RECEIVE_COUNT = 5;

let sqs: SQSClient | undefined;
let localQueue: { send(body: string): void } | undefined;

/**
 * Called by the local shop (infra/local/in-process-outbox.ts). The queue is handed in rather than imported so that
 * no Lambda bundle carries it, nor the channels' clients its consumer sends with: a route only puts messages on SQS.
 */
export function queueMessagesLocally(queue: { send(body: string): void }): void {
  localQueue = queue;
}

/** Puts one message on the outbox: SQS in the cloud (MAIL_QUEUE_URL, its name from before SMS), the local queue here. */
export async function putOnOutbox(body: string): Promise<void> {
  const queueUrl = config().MAIL_QUEUE_URL;
  if (queueUrl) {
    sqs ??= new SQSClient({ region: config().AWS_REGION });
    await sqs.send(new SendMessageCommand({ QueueUrl: queueUrl, MessageBody: body }));
    return;
  }
  if (!localQueue) throw new Error('No outbox: MAIL_QUEUE_URL is unset and the local shop has not handed in its queue');
  localQueue.send(body);
}
