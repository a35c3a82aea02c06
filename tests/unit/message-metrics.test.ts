import type { Context, SQSEvent } from 'aws-lambda';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FUNCTION_TEST_ENV } from '../support/function-env';
import { linesWrittenBy } from '../support/written-lines';

/**
 * `MessagesFailed` is one series per channel (dimensions `service` and `channel`, decision 0069), and that dimension
 * stays on it: `OrdersPlaced` counted in the same invocation keeps `service` alone. Read from the embedded metric
 * format lines the functions write, as CloudWatch reads them.
 */
type Emf = { Namespace: string; Dimensions: string[][]; Metrics: Array<{ Name: string }> };
type Line = Record<string, unknown> & { _aws?: { CloudWatchMetrics: Emf[] } };

beforeAll(() => {
  Object.assign(process.env, { ...FUNCTION_TEST_ENV, AWS_REGION: 'us-east-1' });
});
afterEach(() => vi.restoreAllMocks());

/** The shop's metric lines written while `work` runs: each metric's name, dimension names and channel. */
async function metricsOf(work: () => Promise<unknown>) {
  const lines = (await linesWrittenBy(work)).lines as Line[];
  return lines.flatMap((line) =>
    (line._aws?.CloudWatchMetrics ?? [])
      .filter((m) => m.Namespace === 'KesaraShop')
      .flatMap((m) => m.Metrics.map((x) => ({ name: x.Name, dimensions: m.Dimensions, channel: line.channel }))),
  );
}

const failed = (channel: string) => ({ name: 'MessagesFailed', dimensions: [['service', 'channel']], channel });

describe('MessagesFailed by channel', () => {
  it('a message the outbox cannot take counts for its own channel', async () => {
    const { mailChannel, queueMessagesLocally, sendMessage, smsChannel } =
      await import('../../functions/domain/messages');
    queueMessagesLocally({
      send: () => {
        throw new Error('the queue is gone');
      },
    });
    const counted = await metricsOf(async () => {
      await sendMessage(smsChannel, { to: '0771234567', text: 'Kesara: hello' });
      await sendMessage(mailChannel, { to: 'kasun@example.lk', subject: 'Hello', text: 'Hi', html: '<p>Hi</p>' });
      // Refused by the mail shape before the queue is asked: still a failed mail.
      await sendMessage(mailChannel, { to: 'not an address', subject: 'Hello', text: 'Hi', html: '<p>Hi</p>' });
    });
    expect(counted).toEqual([failed('sms'), failed('mail'), failed('mail')]);
  });

  it('the consumer counts each failed attempt for the channel it read, and `unknown` for a body it could not', async () => {
    const { handler } = await import('../../functions/handlers/messages/deliver-message');
    const record = (messageId: string, body: string) => ({
      messageId,
      body,
      attributes: { ApproximateReceiveCount: '2' },
    });
    const event = {
      Records: [
        // Not an E.164 number: refused by the SMS shape before anything is sent.
        record('bad-sms', JSON.stringify({ id: 's-1', channel: 'sms', to: '0771234567', text: 'x' })),
        record('old-bad-mail', JSON.stringify({ to: 'not an address', subject: 'x', text: 'x', html: 'x' })),
        record('poison', '{"to":'),
        record('stranger', JSON.stringify({ id: 'f-1', channel: 'fax', to: '+94112345678' })),
      ],
    } as unknown as SQSEvent;
    let answer: unknown;
    const counted = await metricsOf(async () => {
      answer = await handler(event, { awsRequestId: 'metrics-test', functionName: 'deliver-message' } as Context);
    });
    expect(answer).toEqual({
      batchItemFailures: ['bad-sms', 'old-bad-mail', 'poison', 'stranger'].map((itemIdentifier) => ({
        itemIdentifier,
      })),
    });
    expect(counted).toEqual([failed('sms'), failed('mail'), failed('unknown'), failed('unknown')]);
  });

  it('keeps `channel` off the metrics counted beside it in the same invocation', async () => {
    const { countMetric, metricsMiddleware } = await import('../../functions/lib/metrics');
    const { countMessageFailed } = await import('../../functions/domain/messages');
    const counted = await metricsOf(async () => {
      countMetric('OrdersPlaced');
      countMessageFailed('sms');
      await metricsMiddleware().after!({} as never);
    });
    expect(counted).toEqual([failed('sms'), { name: 'OrdersPlaced', dimensions: [['service']], channel: undefined }]);
  });
});
