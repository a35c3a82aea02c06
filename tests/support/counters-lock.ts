import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { inject } from 'vitest';

/**
 * The dashboard's cart-reminder figures are the shop's, not a file's: a file that compares them before and after its
 * own sweep, and the files whose sweeps move them, run side by side on the shared shop. They hold this lock meanwhile,
 * so a comparison sees its own sweep alone. The lock is a folder in the run's shop data folder (made atomically, gone
 * with the run).
 */
export async function holdingReminderFigures<T>(work: () => Promise<T>): Promise<T> {
  const lock = join(inject('shop').dataDir, 'reminder-figures.lock');
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      await mkdir(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (Date.now() > deadline) throw new Error(`${lock} was held for more than 120 s`);
      await new Promise((r) => setTimeout(r, 20));
    }
  }
  try {
    return await work();
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}
