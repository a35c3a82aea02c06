import { runPaymentExpiry } from '../../domain/payments/expiry-run';

/** Run by the schedule (infra/payments/payment-expiry.ts): ends unpaid card orders and mails their customers. */
export async function handler(_event: unknown, context?: { awsRequestId?: string }): Promise<{ ended: number[] }> {
  const ended = await runPaymentExpiry(context?.awsRequestId ?? 'schedule');
  return { ended: ended.map((o) => o.id) };
}
