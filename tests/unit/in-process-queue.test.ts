import { describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { InProcessQueue } from '../../functions/lib/in-process-queue';
import { fileQueueJournal } from '../../functions/lib/queue-journal';

describe('the in-process queue retries like SQS and dead-letters after maxReceiveCount', () => {
  it('retries a failed message after the delay and stops after the first success', async () => {
    const attempts: number[] = [];
    const delays: number[] = [];
    const queue = new InProcessQueue<string>({
      handle: async () => {
        attempts.push(Date.now());
        if (attempts.length < 3) throw new Error('SES unavailable');
      },
      maxReceiveCount: 5,
      retryDelayMs: (attempt) => {
        delays.push(attempt);
        return 20;
      },
    });
    queue.send('mail');
    await queue.idle(2000);
    expect(attempts).toHaveLength(3);
    expect(delays).toEqual([1, 2]);
    expect(attempts[1] - attempts[0]).toBeGreaterThanOrEqual(15);
    expect(queue.deadLetters).toEqual([]);
  });

  it('dead-letters a message that fails every one of its receives, with the last error', async () => {
    let calls = 0;
    const dead: string[] = [];
    const queue = new InProcessQueue<string>({
      handle: async () => {
        calls += 1;
        throw new Error(`failure ${calls}`);
      },
      maxReceiveCount: 5,
      retryDelayMs: () => 1,
      onDeadLetter: (letter) => dead.push(letter.message),
    });
    queue.send('poison');
    await queue.idle(2000);
    expect(calls).toBe(5);
    expect(queue.deadLetters).toEqual([{ message: 'poison', attempts: 5, error: 'failure 5' }]);
    expect(dead).toEqual(['poison']);
  });

  it('idle() gives up after its timeout while a message is still being retried', async () => {
    let calls = 0;
    // The first retry comes long after idle's timeout (a loaded 2-core machine once answered idle(100) after 471 ms):
    // idle must be back while the message still waits for it, not after its retries.
    const queue = new InProcessQueue<string>({
      handle: async () => {
        calls += 1;
        throw new Error('down');
      },
      maxReceiveCount: 3,
      retryDelayMs: (attempt) => (attempt === 1 ? 1500 : 1),
    });
    queue.send('slow');
    await queue.idle(100);
    expect(calls).toBe(1);
    expect(queue.deadLetters).toEqual([]);
    await queue.idle(5000);
    expect(calls).toBe(3);
    expect(queue.deadLetters).toHaveLength(1);
  });
});

describe('the file journal keeps accepted messages in arrival order until they are finished', () => {
  it('lists what was saved and not removed, oldest first, and never a half-written file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'journal-'));
    const journal = fileQueueJournal(dir);
    journal.save('0002', 'second');
    journal.save('0001', 'first');
    journal.save('0003', 'third');
    journal.remove('0002');
    // A write cut off by a crash leaves only its temporary file, which is not a message.
    writeFileSync(join(dir, '0004.tmp'), '{"to":');
    expect(journal.pending()).toEqual([
      { id: '0001', body: 'first' },
      { id: '0003', body: 'third' },
    ]);
  });
});
