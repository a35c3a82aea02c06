import { randomBytes } from 'node:crypto';
import type { QueueJournal } from './queue-journal';

/**
 * A queue inside one process with SQS's retry semantics, for the local shop: a message is handled at once, a failed
 * attempt is retried after a delay, and after `maxReceiveCount` failed attempts the message goes to the dead-letter
 * list. With a journal (`useJournal`), an accepted message is on disk before `send` returns and leaves it when it is
 * delivered or dead-lettered, and `resumePending` delivers what a killed process left: like SQS, nothing accepted is
 * lost in a crash.
 */

export interface InProcessQueueOptions<T> {
  handle: (message: T) => Promise<void>;
  /** Attempts before a message is dead-lettered, like an SQS redrive policy's maxReceiveCount. */
  maxReceiveCount: number;
  /** Wait before attempt `attempt + 1`, like a message becoming visible again. */
  retryDelayMs: (attempt: number) => number;
  onDeadLetter?: (letter: DeadLetter<T>) => void;
}

export interface DeadLetter<T> {
  message: T;
  attempts: number;
  error: string;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Sortable by arrival: the time first, then a counter for messages of the same millisecond, then a random tail. */
let sequence = 0;
const newMessageId = () =>
  `${Date.now().toString().padStart(15, '0')}-${(sequence++ % 1e6).toString().padStart(6, '0')}-${randomBytes(4).toString('hex')}`;

export class InProcessQueue<T extends string> {
  readonly deadLetters: DeadLetter<T>[] = [];
  private readonly inFlight = new Set<Promise<void>>();
  private journal: QueueJournal | undefined;

  constructor(private readonly options: InProcessQueueOptions<T>) {}

  /** Keeps accepted messages in `journal` from now on (the local shop sets it once its data directory is known). */
  useJournal(journal: QueueJournal): void {
    this.journal = journal;
  }

  send(message: T): void {
    const id = newMessageId();
    this.journal?.save(id, message);
    this.track(id, message);
  }

  /** Delivers the messages the journal holds from an earlier process; returns how many. */
  resumePending(): number {
    const left = this.journal?.pending() ?? [];
    for (const { id, body } of left) this.track(id, body as T);
    return left.length;
  }

  private track(id: string, message: T): void {
    const work = this.deliver(message)
      .then(() => this.journal?.remove(id))
      .finally(() => this.inFlight.delete(work));
    this.inFlight.add(work);
  }

  /** Resolves when no message is waiting or being handled, or after `timeoutMs`, whichever comes first. */
  async idle(timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (this.inFlight.size > 0 && Date.now() < deadline) {
      await Promise.race([Promise.allSettled([...this.inFlight]), sleep(Math.max(0, deadline - Date.now()))]);
    }
  }

  private async deliver(message: T): Promise<void> {
    const { handle, maxReceiveCount, retryDelayMs, onDeadLetter } = this.options;
    for (let attempt = 1; ; attempt++) {
      try {
        await handle(message);
        return;
      } catch (error) {
        if (attempt >= maxReceiveCount) {
          const letter = { message, attempts: attempt, error: error instanceof Error ? error.message : String(error) };
          this.deadLetters.push(letter);
          onDeadLetter?.(letter);
          return;
        }
        await sleep(retryDelayMs(attempt));
      }
    }
  }
}
