import type { Construct } from 'constructs';
import { ScheduledJob, type ScheduledJobProps } from '../ops/scheduled-job';

/** How often the due index is read; a reminder goes at most this long after it is due. */
export const CART_REMINDER_SWEEP_MINUTES = 10;

/**
 * Cart reminders (functions/handlers/reminders/sweep.ts, decision 0086) on an EventBridge Scheduler schedule, as
 * the payment expiry: one small function, no always-on resource. It reads only the due index, and a conditional write on each
 * cart's reminder step makes a repeated or overlapping run send nothing twice.
 */
export class CartReminders extends ScheduledJob {
  constructor(scope: Construct, id: string, props: ScheduledJobProps) {
    super(scope, id, props, {
      name: 'cart-reminders',
      handler: 'functions/handlers/reminders/sweep.ts',
      // Restore links are signed with the link key; reminders go on the outbox like every message.
      grants: ['signing-key', 'table:read', 'table:write', 'mail:queue'],
      description: 'Remind carts left unbought, at most twice',
      everyMinutes: CART_REMINDER_SWEEP_MINUTES,
    });
  }
}
