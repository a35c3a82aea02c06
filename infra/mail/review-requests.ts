import type { Construct } from 'constructs';
import { ScheduledJob, type ScheduledJobProps } from '../ops/scheduled-job';

/** How often due review requests are looked for; a mail goes at most this long after its seventh day. */
export const REVIEW_REQUEST_SWEEP_MINUTES = 60;

/**
 * Mails each customer once, seven days after an order was delivered, asking to review its products
 * (functions/handlers/reviews/request-mails.ts; decision 0056). It signs the mail's off link, hence the key.
 */
export class ReviewRequests extends ScheduledJob {
  constructor(scope: Construct, id: string, props: ScheduledJobProps) {
    super(scope, id, props, {
      name: 'review-requests',
      handler: 'functions/handlers/reviews/request-mails.ts',
      grants: ['table:read', 'table:write', 'mail:queue', 'signing-key'],
      description: 'Ask customers to review what they received a week ago',
      everyMinutes: REVIEW_REQUEST_SWEEP_MINUTES,
    });
  }
}
