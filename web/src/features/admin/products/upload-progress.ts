/**
 * Per-file progress from the one request's progress: the files travel in order, so with the share of bytes sent
 * each file is full, partly sent or waiting (weighted by size; the small text fields are ignored).
 */
export function perFileProgress(sizes: number[], overallPercent: number): number[] {
  const total = sizes.reduce((s, n) => s + n, 0);
  if (total === 0) return sizes.map(() => overallPercent);
  let sent = (Math.min(100, Math.max(0, overallPercent)) / 100) * total;
  return sizes.map((size) => {
    const part = Math.min(size, sent);
    sent -= part;
    return size === 0 ? 100 : Math.floor((part / size) * 100);
  });
}
