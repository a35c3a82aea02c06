import { REFUND_METHOD_LABELS, RETURN_REASON_LABELS, RETURN_STATUS_LABELS } from '../../lib/return-texts';
import { useText, type MessageId } from '../../lib/i18n';

/**
 * A return's status, reason and refund way in the page's language; a code this build does not know yet still shows,
 * as sent (as `labelOf` does for the back-office).
 */
export function useReturnLabels() {
  const t = useText();
  const label = (prefix: string, labels: Record<string, string>) => (code: string) =>
    code in labels ? t(`${prefix}.${code}` as MessageId) : code;
  return {
    status: label('returnStatus', RETURN_STATUS_LABELS),
    reason: label('returnReason', RETURN_REASON_LABELS),
    refund: label('refundMethod', REFUND_METHOD_LABELS),
  };
}
