import { runCartReminders } from '../../functions/flows/workflows/cart-reminders';
import { startSweepTimer } from './sweep-timer';

/** The cloud's cart-reminder schedule locally (functions/handlers/reminders/sweep.ts runs the same code there). */
export function startCartReminderTimer(everySeconds: number, log: (line: string) => void): () => Promise<void> {
  return startSweepTimer(
    everySeconds,
    async () => {
      const reminded = await runCartReminders();
      if (reminded.length) log(`Cart reminders sent for ${reminded.length} cart(s)`);
    },
    (error) => log(`Cart reminders failed: ${String(error)}`),
  );
}
