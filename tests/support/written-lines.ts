import { vi } from 'vitest';

/** One JSON line a function wrote: a Powertools log line or an embedded-metric-format line. */
export type WrittenLine = Record<string, unknown>;

/**
 * Runs `work` with stdout and stderr captured (Powertools writes INFO to stdout, WARN and ERROR to stderr, metrics
 * as JSON lines) and gives back what it returned and every JSON line written meanwhile; other output is dropped.
 */
export async function linesWrittenBy<T>(work: () => Promise<T>): Promise<{ result: T; lines: WrittenLine[] }> {
  const lines: WrittenLine[] = [];
  const capture = (chunk: string | Uint8Array) => {
    for (const line of String(chunk).split('\n')) {
      if (!line.startsWith('{')) continue;
      try {
        lines.push(JSON.parse(line));
      } catch {
        // not a whole JSON line
      }
    }
    return true;
  };
  const out = vi.spyOn(process.stdout, 'write').mockImplementation(capture);
  const err = vi.spyOn(process.stderr, 'write').mockImplementation(capture);
  try {
    return { result: await work(), lines };
  } finally {
    out.mockRestore();
    err.mockRestore();
  }
}
