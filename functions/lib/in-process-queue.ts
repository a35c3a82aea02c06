/**
 * A queue inside one process with SQS's retry semantics, for the local shop: a message is handled at once, a failed
 * attempt is retried after a delay, and after `maxReceiveCount` failed attempts the message goes to the dead-letter
 * list. Messages live in memory only (the cloud's queue is SQS, which keeps them through crashes).
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

export class InProcessQueue<T> {
  readonly deadLetters: DeadLetter<T>[] = [];
  private readonly inFlight = new Set<Promise<void>>();

  constructor(private readonly options: InProcessQueueOptions<T>) {}

  send(message: T): void {
    const work = this.deliver(message).finally(() => this.inFlight.delete(work));
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
