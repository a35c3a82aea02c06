import { SignatureV4 } from '@smithy/signature-v4';
import { createHash } from 'node:crypto';
import type { AwsCredentials } from '../aws-signing/credentials';
import { retriedFetch } from '../aws-signing/retried-fetch';
import { signedFetch } from '../aws-signing/signed-fetch';
import { Sha256 } from '../aws-signing/sha256';

/**
 * SQS SendMessage over fetch, signed with Signature V4, in SQS's JSON protocol: the one SQS call the shop makes does
 * not need the SQS client, which adds about 23 KB to every route that queues a mail (decision 0045).
 */
export interface SqsQueue {
  /** The queue's URL, as CloudFormation gives it: https://sqs.<region>.amazonaws.com/<account>/<name>. */
  url: string;
  region: string;
  /** Read at each request. */
  credentials: () => AwsCredentials;
}

/** An answer that is not a 2xx, with SQS's error code (`QueueDoesNotExist`, `AccessDenied`, ...). */
export class SqsError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
  ) {
    super(`SQS SendMessage failed: ${status} ${code}`);
    this.name = 'SqsError';
  }
}

const signerFor = (queue: SqsQueue) =>
  new SignatureV4({ service: 'sqs', region: queue.region, credentials: queue.credentials(), sha256: Sha256 });

/** The JSON protocol posts every action to the service's root; the queue is named in the body. */
const send = (queue: SqsQueue, payload: string) =>
  signedFetch(signerFor(queue), new URL('/', queue.url), {
    method: 'POST',
    headers: { 'content-type': 'application/x-amz-json-1.0', 'x-amz-target': 'AmazonSQS.SendMessage' },
    body: payload,
  });

/** The SQS error code of a JSON error answer: `__type` is `com.amazonaws.sqs#QueueDoesNotExist` or just the code. */
async function errorCode(res: Response): Promise<string> {
  try {
    const type = ((await res.json()) as { __type?: unknown }).__type;
    return typeof type === 'string' ? type.slice(type.lastIndexOf('#') + 1) : 'UnknownError';
  } catch {
    return 'UnknownError';
  }
}

/**
 * Puts one message on the queue and returns its id. Like the SDK, it tries a 5xx, a throttling refusal or a broken
 * connection three times in all, and the MD5 SQS reports for the body must match.
 */
export async function sendMessage(queue: SqsQueue, messageBody: string): Promise<string> {
  const payload = JSON.stringify({ QueueUrl: queue.url, MessageBody: messageBody });
  const sent = await retriedFetch(() => send(queue, payload), errorCode);
  if (!sent.ok) throw new SqsError(sent.status, sent.code);
  const answer = (await sent.res.json()) as { MessageId?: unknown; MD5OfMessageBody?: unknown };
  const md5 = createHash('md5').update(messageBody).digest('hex');
  if (answer.MD5OfMessageBody !== md5)
    throw new Error(
      `SQS SendMessage: the message body's MD5 does not match (sent ${md5}, SQS read ${String(answer.MD5OfMessageBody)})`,
    );
  return String(answer.MessageId);
}
