import type { Context, SQSEvent } from 'aws-lambda';
import { describe, expect, inject, it } from 'vitest';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { InProcessQueue } from '../../functions/lib/in-process-queue';
import { fileQueueJournal } from '../../functions/lib/queue-journal';
import { api, localMail } from '../support/api';
import { useShopBackend } from '../support/direct';

/**
 * The outbox's consumer (deliverMessage) sends through the shop's real local SES here; only the first
 * attempt's failure is made up, as SES being briefly unavailable.
 */
const mailTo = (to: string, subject: string) =>
  JSON.stringify({ to, subject, text: `${subject} (text)`, html: `<p>${subject}</p>` });

async function receivedBySes(subject: string): Promise<boolean> {
  const res = await fetch(`${inject('shop').sesEndpoint}/store`);
  const store = (await res.json()) as { emails: Array<{ subject: string }> };
  return store.emails.some((e) => e.subject === subject);
}

describe('mails are never lost', () => {
  it('a mail whose first attempt fails is retried and delivered', async () => {
    useShopBackend();
    const { deliverMessage, OUTBOX_MAX_RECEIVE_COUNT } = await import('../../functions/domain/messages');
    const subject = `Retried mail ${Date.now()}`;
    let attempts = 0;
    const queue = new InProcessQueue<string>({
      handle: async (body) => {
        attempts += 1;
        if (attempts === 1) throw new Error('SES is briefly unavailable');
        await deliverMessage(body);
      },
      maxReceiveCount: OUTBOX_MAX_RECEIVE_COUNT,
      retryDelayMs: () => 50,
    });
    queue.send(mailTo('customer@example.lk', subject));
    await queue.idle(10_000);
    expect(attempts).toBe(2);
    expect(queue.deadLetters).toEqual([]);
    expect(await receivedBySes(subject)).toBe(true);
  });

  it('a mail that keeps failing ends in the dead-letter list after 5 attempts, and is never sent', async () => {
    useShopBackend();
    const { deliverMessage, OUTBOX_MAX_RECEIVE_COUNT } = await import('../../functions/domain/messages');
    // Not a mail the consumer accepts (no valid recipient), so every attempt fails for real.
    const subject = `Undeliverable ${Date.now()}`;
    const queue = new InProcessQueue<string>({
      handle: deliverMessage,
      maxReceiveCount: OUTBOX_MAX_RECEIVE_COUNT,
      retryDelayMs: () => 10,
    });
    queue.send(mailTo('not-an-address', subject));
    await queue.idle(10_000);
    expect(queue.deadLetters).toHaveLength(1);
    expect(queue.deadLetters[0].attempts).toBe(5);
    expect(await receivedBySes(subject)).toBe(false);
  });

  it('a mail accepted by a process that is killed before delivering it is sent by the next process, once', async () => {
    useShopBackend();
    const { deliverMessage, OUTBOX_MAX_RECEIVE_COUNT } = await import('../../functions/domain/messages');
    const dir = join(mkdtempSync(join(tmpdir(), 'mail-journal-')), 'mail-queue');
    const subject = `Survives a crash ${Date.now()}`;
    // The first process accepts the mail and dies while SES has not answered: its delivery never settles.
    const killed = new InProcessQueue<string>({
      handle: () => new Promise<void>(() => undefined),
      maxReceiveCount: OUTBOX_MAX_RECEIVE_COUNT,
      retryDelayMs: () => 10,
    });
    killed.useJournal(fileQueueJournal(dir));
    killed.send(mailTo('customer@example.lk', subject));
    expect(readdirSync(dir).filter((f) => f.endsWith('.msg'))).toHaveLength(1);
    expect(await receivedBySes(subject)).toBe(false);

    const restarted = new InProcessQueue<string>({
      handle: deliverMessage,
      maxReceiveCount: OUTBOX_MAX_RECEIVE_COUNT,
      retryDelayMs: () => 10,
    });
    restarted.useJournal(fileQueueJournal(dir));
    expect(restarted.resumePending()).toBe(1);
    await restarted.idle(10_000);
    expect(await receivedBySes(subject)).toBe(true);
    // Delivered, so it leaves the journal: a third start sends nothing again.
    expect(readdirSync(dir)).toEqual([]);
    expect(restarted.resumePending()).toBe(0);
  });

  it('the SQS consumer sends each message and reports only the failed ones back for retry', async () => {
    useShopBackend();
    const { handler } = await import('../../functions/handlers/messages/deliver-message');
    const subject = `Queued mail ${Date.now()}`;
    const record = (messageId: string, body: string) => ({
      messageId,
      body,
      attributes: { ApproximateReceiveCount: '1' },
    });
    const event = {
      Records: [record('good', mailTo('customer@example.lk', subject)), record('poison', '{"to":')],
    } as unknown as SQSEvent;
    const context = { awsRequestId: 'mail-test', functionName: 'deliver-message' } as Context;
    expect(await handler(event, context)).toEqual({ batchItemFailures: [{ itemIdentifier: 'poison' }] });
    expect(await receivedBySes(subject)).toBe(true);
  });

  it('a contact message answers as before and its mail arrives through the queue', async () => {
    const marker = `queued-contact-${Date.now()}`;
    const res = await api('/v2/contact/sendMessage', {
      method: 'POST',
      body: { fullName: 'Dilani Fernando', email: 'dilani@example.lk', message: `Hello ${marker}` },
    });
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect((await localMail()).some((m) => m.text.includes(marker))).toBe(true);
  });
});
