import { runReviewRequests } from '../../functions/flows/workflows/review-requests';
import { startSweepTimer } from './sweep-timer';

/** The cloud's review-request schedule locally (functions/handlers/reviews/request-mails.ts in the cloud). */
export function startReviewRequestTimer(everySeconds: number, log: (line: string) => void): () => Promise<void> {
  return startSweepTimer(
    everySeconds,
    async () => {
      const mailed = await runReviewRequests('local-review-requests');
      if (mailed.length) log(`Review requests mailed for order(s) ${mailed.join(', ')}`);
    },
    (error) => log(`Review requests failed: ${String(error)}`),
  );
}
