import { runPaymentExpiry } from '../../functions/flows/payment-expiry';

/**
 * The local shop's stand-in for the cloud's expiry schedule: the same code (functions/handlers/payments/expire.ts
 * runs it in the cloud), in-process, every few seconds. Returns the function that stops it.
 */
export function startPaymentExpiryTimer(everySeconds: number, log: (line: string) => void): () => Promise<void> {
  let running: Promise<void> = Promise.resolve();
  const sweep = async () => {
    const ended = await runPaymentExpiry('local-expiry');
    if (ended.length) log(`Payment window closed: canceled order(s) ${ended.map((o) => o.id).join(', ')}`);
  };
  const timer = setInterval(() => {
    running = running.then(sweep).catch((error) => log(`Payment expiry failed: ${String(error)}`));
  }, everySeconds * 1000);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
