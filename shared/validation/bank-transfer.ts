import * as z from 'zod/mini';
import { bankTransferMessages, REJECT_REASON_MAX, REJECT_REASON_MIN } from '../messages/bank-transfer';
import { letterCount } from '../text/letters';

const trimmed = z.optional(
  z.pipe(
    z.nullable(z.string()),
    z.transform((v: string | null) => v?.trim() ?? ''),
  ),
);

/**
 * Staff's decision on a bank slip: `accept` with the bank's reference if they have one, or `reject` with the reason
 * the customer is told (3 to 300 characters).
 */
export const slipDecisionSchema = z
  .object({
    decision: z.enum(['accept', 'reject'], { error: bankTransferMessages.decision }),
    reference: trimmed,
    reason: trimmed,
  })
  .check(
    z.superRefine((v, ctx) => {
      if ((v.reference ?? '').length > 100)
        ctx.addIssue({ code: 'custom', path: ['reference'], message: bankTransferMessages.reference, input: v });
      const reasonLength = letterCount(v.reason ?? '');
      if (v.decision === 'reject' && (reasonLength < REJECT_REASON_MIN || reasonLength > REJECT_REASON_MAX))
        ctx.addIssue({ code: 'custom', path: ['reason'], message: bankTransferMessages.reason, input: v });
    }),
  );

export type SlipDecisionInput = z.infer<typeof slipDecisionSchema>;
