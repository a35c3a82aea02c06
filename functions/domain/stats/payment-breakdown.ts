import { COD_CONFIRMATIONS } from '../../../shared/rules/cod-confirmation';
import { PAYMENT_METHODS, PAYMENT_STATUSES } from '../../../shared/rules/payments';
import { codConfirmationCounter, methodCounter, paymentStatusCounter, type Counters } from './order-counters';

/**
 * The period's orders by payment method, by payment status and by cash confirmation (issue 31), every key present.
 * Orders placed before these counts were kept are in none of them; one that changed since may take a count below
 * zero, which shows as 0.
 */
export function paymentBreakdown(totals: Counters) {
  const counts = <K extends string>(keys: readonly K[], counter: (key: K) => string) =>
    Object.fromEntries(keys.map((key) => [key, Math.max(0, totals[counter(key)] ?? 0)])) as Record<K, number>;
  return {
    by_method: counts(PAYMENT_METHODS, methodCounter),
    by_status: counts(PAYMENT_STATUSES, paymentStatusCounter),
    cod_confirmation: counts(COD_CONFIRMATIONS, codConfirmationCounter),
  };
}
