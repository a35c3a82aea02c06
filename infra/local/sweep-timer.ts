/**
 * The local shop's stand-in for a cloud schedule (infra/ops/scheduled-job.ts): the same code, in-process, every
 * few seconds, one run at a time. Returns the function that stops it (waiting for a run under way).
 */
export function startSweepTimer(
  everySeconds: number,
  sweep: () => Promise<void>,
  onError: (error: unknown) => void,
): () => Promise<void> {
  let running: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    running = running.then(sweep).catch(onError);
  }, everySeconds * 1000);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
