import {
  closeSync,
  fsyncSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { join } from 'node:path';

/** Where a queue keeps the messages it has accepted but not yet finished, so that a crash does not lose them. */
export interface QueueJournal {
  save(id: string, body: string): void;
  remove(id: string): void;
  /** Messages a previous process accepted and never finished, oldest first. */
  pending(): Array<{ id: string; body: string }>;
}

const SUFFIX = '.msg';

/**
 * One file per message in `dir`, written to a temporary name, flushed to disk and renamed before `save` returns: a
 * message is either wholly in the journal or not in it at all, whenever the process is killed.
 */
export function fileQueueJournal(dir: string): QueueJournal {
  mkdirSync(dir, { recursive: true });
  return {
    save(id, body) {
      const temporary = join(dir, `${id}.tmp`);
      const fd = openSync(temporary, 'w');
      try {
        writeSync(fd, body);
        fsyncSync(fd);
      } finally {
        closeSync(fd);
      }
      renameSync(temporary, join(dir, `${id}${SUFFIX}`));
    },
    remove(id) {
      rmSync(join(dir, `${id}${SUFFIX}`), { force: true });
    },
    pending() {
      return readdirSync(dir)
        .filter((name) => name.endsWith(SUFFIX))
        .sort()
        .map((name) => ({ id: name.slice(0, -SUFFIX.length), body: readFileSync(join(dir, name), 'utf8') }));
    },
  };
}
