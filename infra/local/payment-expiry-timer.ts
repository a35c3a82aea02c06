import { runPaymentExpiry } from '../../functions/flows/workflows/payment-expiry';
import { startSweepTimer } from './sweep-timer';

/** The cloud's expiry schedule locally (functions/handlers/payments/expire.ts runs the same code in the cloud). */
export function startPaymentExpiryTimer(everySeconds: number, log: (line: string) => void): () => Promise<void> {
  return startSweepTimer(
    everySeconds,
    async () => {
      const ended = await runPaymentExpiry('local-expiry');
      if (ended.length) log(`Payment window closed: canceled order(s) ${ended.map((o) => o.id).join(', ')}`);
    },
    (error) => log(`Payment expiry failed: ${String(error)}`),
  );
}
